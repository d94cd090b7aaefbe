import { useWalletT } from '@/i18n/use-wallet-t';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';

/** Copies the full address; reads Copied! for 1.5 s (the copy-address machine's `copied` tag). */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useWalletT();
  const copied = CopyAddressActor.useSelector((snapshot) => snapshot.hasTag('copied'));
  const failed = CopyAddressActor.useSelector((snapshot) => snapshot.hasTag('copyFailed'));
  const canCopy = CopyAddressActor.useSelector((snapshot) =>
    snapshot.can({ type: 'user.copyAddress', address }),
  );
  const copyAddress = CopyAddressActor.useActorRef();
  const label = copied ? t('account.copied') : failed ? t('account.copy_failed') : t('account.copy_address');
  return (
    <>
      <button
        type="button"
        className="wallet-action wallet-action--secondary account__action"
        data-state={copied ? 'copied' : failed ? 'failed' : 'idle'}
        onClick={() => copyAddress.send({ type: 'user.copyAddress', address })}
        disabled={!canCopy}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {label}
      </button>
      <span className="wallet-sr-only" role="status">
        {copied ? t('account.copied') : failed ? t('account.copy_failed') : ''}
      </span>
    </>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="7" y="7" width="9" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M13 4.5H6A1.5 1.5 0 0 0 4.5 6v7" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
