import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';
import { useRehearsalHost } from './rehearsal';
import { useModalBehaviour } from './use-modal-behaviour';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The visible title; it also names the dialog for screen readers. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. */
  label?: string;
  /** Label of the close button (a translated string). */
  closeLabel: string;
  size?: 'compact' | 'wide';
  dir?: 'ltr' | 'rtl';
  lang?: string;
  /** Content before the title, e.g. a back button. */
  leading?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A modal dialog: role dialog, labelled, focus trapped and restored, Escape closes, the page behind inert. */
export function Dialog(props: DialogProps) {
  const {
    open,
    onClose,
    title,
    label,
    closeLabel,
    size = 'compact',
    dir,
    lang,
    leading,
    children,
    testId,
  } = props;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A rehearsal (rehearsal.tsx) lays the dialog out unseen: it must not take focus, lock the page or answer keys.
  const rehearsalHost = useRehearsalHost();
  useModalBehaviour(panel, onClose, open && rehearsalHost === null);
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboard users have Escape and the close button
    <div
      className="kit-dialog__backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        className={`kit-dialog kit-dialog--${size}`}
        dir={dir}
        lang={lang}
        tabIndex={-1}
        data-testid={rehearsalHost ? undefined : testId}
      >
        <header className="kit-dialog__header">
          {leading}
          {title ? (
            <h2 id={titleId} className="kit-dialog__title">
              {title}
            </h2>
          ) : (
            <span className="kit-dialog__title" />
          )}
          <button type="button" className="kit-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="kit-dialog__body">{children}</div>
      </div>
    </div>,
    rehearsalHost ?? document.body,
  );
}
