import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import type { SessionProfile } from '@/machines/session/session.machine';

export interface ProfileSummaryProps {
  profile: SessionProfile;
  onLogout: () => void;
}

function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}

/** The signed-in user as GET /me describes them: address, invite code, pass and since when. */
export function ProfileSummary({ profile, onLogout }: ProfileSummaryProps) {
  const { t } = useTranslation('app');
  const date = useDate();
  const values = { brand: site.brand, token: site.token.symbol };
  return (
    <section className="account-panel" aria-labelledby="account-title">
      <div className="account-panel__head">
        <h1 id="account-title" className="account-panel__title">
          {t('account.title')}
        </h1>
        <button type="button" className="button button--ghost button--small" onClick={onLogout}>
          {t('account.profile.logout')}
        </button>
      </div>
      <dl className="account-panel__facts">
        <div className="account-panel__fact account-panel__fact--wide">
          <dt>{t('account.profile.address')}</dt>
          <dd className="account-panel__mono" translate="no">
            {profile.address}
          </dd>
        </div>
        <div className="account-panel__fact">
          <dt>{t('account.profile.inviteCode')}</dt>
          <dd className="account-panel__code" translate="no">
            {profile.inviteCode}
          </dd>
          <dd className="account-panel__hint">{t('account.profile.inviteHint')}</dd>
        </div>
        <div className="account-panel__fact">
          <dt>{t('account.profile.pass', values)}</dt>
          <dd>
            {profile.pass.holder && profile.pass.since
              ? t('account.profile.passHolder', { date: date(profile.pass.since) })
              : t('account.profile.noPass', values)}
          </dd>
        </div>
        <div className="account-panel__fact">
          <dt>{t('account.profile.memberSince')}</dt>
          <dd>{date(profile.createdAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
