import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './wallet-load-failed.css';

/** The wallet's code did not download: the page stays usable below a notice with Retry. */
export function WalletLoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <>
      <div className="wallet-load-failed" role="alert">
        <span>{t('wallet.loadFailed')}</span>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('wallet.retry')}
        </button>
      </div>
      {children}
    </>
  );
}
