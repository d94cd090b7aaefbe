import { useTranslation } from 'react-i18next';
import './wallet-load-failed.css';

/** The wallet's code did not download: a notice with Retry over the page, which stays usable. */
export function WalletLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <div className="wallet-load-failed" role="alert">
      <span>{t('wallet.loadFailed')}</span>
      <button type="button" className="button button--ghost button--small" onClick={onRetry}>
        {t('wallet.retry')}
      </button>
    </div>
  );
}
