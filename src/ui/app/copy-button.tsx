import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import '@/ui/kit/button.css';

export interface CopyButtonProps {
  actorRef: ActorRefFrom<typeof copyAddressMachine>;
  /** The exact text written to the clipboard. */
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
}

/** Copies `text`; the button reads Copied for 1.5 s (the copy machine's timer), and a refusal is announced. */
export function CopyButton({ actorRef, text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const copied = useSelector(actorRef, (s) => s.hasTag('copied'));
  const failed = useSelector(actorRef, (s) => s.hasTag('copyFailed'));
  return (
    <span className="copy-button">
      <button
        type="button"
        className="kit-button kit-button--ghost kit-button--small copy-button__button"
        onClick={() => actorRef.send({ type: 'user.copyAddress', address: text })}
      >
        <svg className="copy-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {copied ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path
              d="M9 9h10v10H9zM5 15V5h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinejoin="round"
            />
          )}
        </svg>
        {copied ? copiedLabel : label}
      </button>
      <span className="copy-button__status" role="status">
        {failed ? failedLabel : null}
      </span>
    </span>
  );
}
