import { useWalletT } from '@/i18n/use-wallet-t';
import { BackIcon } from './connect-icons';

/** The round Back button of a step's header (its arrow turns around in a right-to-left layout). */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useWalletT();
  return (
    <button type="button" className="cw-back" aria-label={t('aria.back')} onClick={onClick}>
      <BackIcon />
    </button>
  );
}
