import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import './status-pages.css';

export interface PassPlaceholderPageProps {
  /** Connect Wallet (the premium.wallet key), supplied by the composition root. */
  connectControl: ReactNode;
}

/** /dgridpass until the pass screen is built: what the pass is, and Connect Wallet. */
export function PassPlaceholderPage({ connectControl }: PassPlaceholderPageProps) {
  const { t } = useTranslation('app');
  const values = { brand: site.brand, token: site.token.symbol };
  return (
    <section className="status-page" aria-labelledby="pass-title">
      <h1 id="pass-title" className="status-page__title">
        {t('pass.title', values)}
      </h1>
      <p className="status-page__body">{t('pass.body', values)}</p>
      <div className="status-page__actions">{connectControl}</div>
    </section>
  );
}
