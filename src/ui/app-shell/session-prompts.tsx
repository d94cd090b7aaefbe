import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './account-panel.css';

/** No session: what signing in is, and Connect Wallet / Sign in (supplied by the composition root). */
export function SignedOutPrompt({ connectControl }: { connectControl: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <section className="account-panel account-panel--prompt" aria-labelledby="account-title">
      <h1 id="account-title" className="account-panel__title">
        {t('account.signedOut.title')}
      </h1>
      <p className="account-panel__body">{t('account.signedOut.body')}</p>
      <div className="account-panel__actions">{connectControl}</div>
    </section>
  );
}

/** The stored session is being read, or the profile fetched. */
export function SessionLoading() {
  const { t } = useTranslation('app');
  return (
    <section className="account-panel" aria-busy="true" aria-labelledby="account-title">
      <h1 id="account-title" className="account-panel__title">
        {t('account.title')}
      </h1>
      <p className="account-panel__loading" role="status">
        {t('account.loading')}
      </p>
      <div className="account-panel__skeleton" aria-hidden="true" />
    </section>
  );
}

/** The token ran out: the page stays, with a way to sign in again (the dialog also opens by itself). */
export function SessionExpiredNotice({ connectControl }: { connectControl: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <section
      className="account-panel account-panel--prompt"
      role="status"
      aria-labelledby="session-expired-title"
    >
      <h2 id="session-expired-title" className="account-panel__title">
        {t('account.expired.title')}
      </h2>
      <p className="account-panel__body">{t('account.expired.body')}</p>
      <div className="account-panel__actions">{connectControl}</div>
    </section>
  );
}
