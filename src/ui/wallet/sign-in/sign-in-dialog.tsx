import { useCallback } from 'react';
import { formatAccountName } from '@/domain/format/shorten-address';
import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { Dialog } from '@/ui/kit/dialog';
import { AccountAvatar } from '../shared/account-avatar';
import { useWalletViewData } from '../wallet-view-data';
import { type SignInPhase, signInPhaseOf } from './sign-in-phase';
import '../shared/wallet.css';
import './sign-in-dialog.css';

const buttonLabels = {
  preparing: 'sign_in.message.preparing',
  prepareFailed: 'sign_in.message.try_again',
  ready: 'sign_in.message.send',
  signing: 'sign_in.signature.waiting',
  verifying: 'sign_in.signature.verifying',
} as const satisfies Record<SignInPhase, string>;

/**
 * The sign-in modal (docs/wallet-behaviour.md, section 7): Send message, enabled once the message is prepared (Try
 * again in its place when fetching it failed); Cancel,
 * X, Escape and the backdrop end the attempt and close the modal (which disconnects the wallet).
 */
export function SignInDialog() {
  const { t, dir, locale } = useWalletT();
  const { appName, account } = useWalletViewData();
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('signInModalOpen'));
  const running = SignInActor.useSelector((snapshot) => snapshot.status === 'active');
  const phase = SignInActor.useSelector(signInPhaseOf);
  const errorKey = SignInActor.useSelector((snapshot) => snapshot.context.errorKey);
  const address = SignInActor.useSelector((snapshot) => snapshot.context.address);
  const canSend = SignInActor.useSelector((snapshot) => snapshot.can({ type: 'user.sendMessage' }));
  const canRetry = SignInActor.useSelector((snapshot) => snapshot.can({ type: 'user.retry' }));
  const canCancel = SignInActor.useSelector((snapshot) => snapshot.can({ type: 'user.cancel' }));
  const signIn = SignInActor.useActorRef();
  // The connection hears the attempt end cancelled: it closes the modal and disconnects the wallet.
  const cancel = useCallback(() => signIn.send({ type: 'user.cancel' }), [signIn]);
  const busy = phase !== 'ready' && phase !== 'prepareFailed';
  const avatarUrl = account?.address === address ? account.avatarUrl : null;

  return (
    <Dialog
      open={open && running}
      onClose={cancel}
      title={t('sign_in.title')}
      closeLabel={t('aria.close')}
      dir={dir}
      lang={locale}
      testId="sign-in-dialog"
    >
      <div className="sign-in">
        <div className="sign-in__account" dir="ltr">
          <AccountAvatar address={address} imageUrl={avatarUrl} size={40} />
          <span>{formatAccountName(address, account?.address === address ? account.displayName : null)}</span>
        </div>
        <p className="sign-in__description">{t('sign_in.description', { appName })}</p>
        {errorKey ? (
          <p className="sign-in__error" role="alert">
            {t(errorKey)}
          </p>
        ) : null}
        <button
          type="button"
          className="wallet-action wallet-action--primary"
          onClick={() => signIn.send({ type: canRetry ? 'user.retry' : 'user.sendMessage' })}
          disabled={!canSend && !canRetry}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="wallet-spinner" aria-hidden="true" /> : null}
          {t(buttonLabels[phase])}
        </button>
        <button
          type="button"
          className="wallet-action wallet-action--quiet"
          onClick={cancel}
          disabled={!canCancel}
        >
          {t('sign_in.message.cancel')}
        </button>
        <p className="wallet-sr-only" role="status">
          {busy ? t(buttonLabels[phase]) : ''}
        </p>
      </div>
    </Dialog>
  );
}
