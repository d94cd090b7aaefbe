import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { PASS_MIN_TOKENS } from '@/domain/format/pass-progress';
import { formatInteger } from '@/domain/format/token-amount';
import { intlLocale } from '@/ui/kit/format-date';
import type { PassViewer } from './pass-data';
import { PassStatus } from './pass-status';
import '@/ui/kit/button.css';
import '@/ui/app/screen.css';
import './pass-page.css';

export interface PassPageProps {
  viewer: PassViewer;
  /** Opens the wallet flow (connect, then sign in); the shell wires it. */
  onConnect: () => void;
  /** The visitor is about to press Connect (pointer, touch or focus): the wallet can start loading. */
  onConnectIntent?: () => void;
  purchaseHref: string;
  /** One-wallet shortcuts shown under Connect Wallet while signed out. */
  walletShortcuts?: ReactNode;
}

const benefits = ['node', 'noCode', 'mining'] as const;

/**
 * /dgridpass: what the pass is and gives, how to get one, and the visitor's own status. The public part renders
 * without a session; a visitor whose session ended is asked, calmly, to sign in again.
 */
export function PassPage({
  viewer,
  onConnect,
  onConnectIntent,
  purchaseHref,
  walletShortcuts,
}: PassPageProps) {
  const { t, i18n } = useTranslation('app');
  const values = {
    brand: site.brand,
    token: site.token.symbol,
    min: formatInteger(PASS_MIN_TOKENS.toString(), intlLocale(i18n.language)),
  };
  return (
    <div className="app-screen pass-page">
      <header className="pass-page__hero">
        <p className="pass-page__eyebrow">{t('pass.eyebrow')}</p>
        <h1 className="app-screen__title">{t('pass.title', values)}</h1>
        <p className="app-screen__lead">{t('pass.lead', values)}</p>
      </header>
      <div className="pass-page__grid">
        <PassStatus
          viewer={viewer}
          onConnect={onConnect}
          onConnectIntent={onConnectIntent}
          purchaseHref={purchaseHref}
          walletShortcuts={walletShortcuts}
        />
        <div className="pass-page__about">
          <section className="pass-card" aria-labelledby="pass-benefits-title">
            <h2 id="pass-benefits-title" className="app-screen__section-title">
              {t('pass.benefits.title')}
            </h2>
            <ul className="pass-benefits">
              {benefits.map((key) => (
                <li key={key}>
                  <span className="pass-benefits__mark" aria-hidden="true" />
                  {t(`pass.benefits.${key}`, values)}
                </li>
              ))}
            </ul>
          </section>
          <section className="pass-card" aria-labelledby="pass-rule-title">
            <h2 id="pass-rule-title" className="app-screen__section-title">
              {t('pass.rule.title')}
            </h2>
            <p className="pass-rule">{t('pass.rule.body', values)}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
