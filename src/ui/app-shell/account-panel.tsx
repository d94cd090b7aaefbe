import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { SessionActor } from '@/ui/actors/session-context';
import { ProfileSummary } from './profile-summary';
import { SessionLoading, SignedOutPrompt } from './session-prompts';
import './account-panel.css';

export interface AccountPanelProps {
  /** Connect Wallet / Sign in, supplied by the composition root. */
  connectControl: ReactNode;
}

/**
 * The app's home (/app): what the session knows. Nothing while the stored token is read (a frame: a loading state
 * there would shift the page when the prompt replaced it), loading while the profile is fetched; Connect Wallet /
 * Sign in without a session; the profile summary once GET /me answered; an error with Try again when it
 * did not.
 */
export function AccountPanel({ connectControl }: AccountPanelProps) {
  const { t } = useTranslation('app');
  const restoring = SessionActor.useSelector((snapshot) => snapshot.matches('restoring'));
  const signedOut = SessionActor.useSelector((snapshot) => snapshot.matches('signedOut'));
  const failed = SessionActor.useSelector((snapshot) => snapshot.matches({ signedIn: 'profileFailed' }));
  const profile = SessionActor.useSelector((snapshot) => snapshot.context.profile);
  const session = SessionActor.useActorRef();

  if (restoring) return null;
  if (signedOut) return <SignedOutPrompt connectControl={connectControl} />;
  if (failed) {
    return (
      <section className="account-panel account-panel--prompt" role="alert" aria-labelledby="account-title">
        <h1 id="account-title" className="account-panel__title">
          {t('account.failed.title')}
        </h1>
        <p className="account-panel__body">{t('account.failed.body', { brand: site.brand })}</p>
        <div className="account-panel__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => session.send({ type: 'user.retryProfile' })}
          >
            {t('account.failed.retry')}
          </button>
        </div>
      </section>
    );
  }
  if (!profile) return <SessionLoading />;
  return <ProfileSummary profile={profile} onLogout={() => session.send({ type: 'user.logout' })} />;
}
