import type { WalletT } from '@/i18n/wallet-i18n';
import {
  type ConnectFlowSnapshot,
  isCompactIn,
  isQrShownIn,
  shownWalletOf,
  stepOf,
} from './connect-flow-view';
import { stepTitle } from './step-title';

/**
 * What a screen reader hears when the dialog changes on its own or after a click: the connection status on
 * CONNECT (scan, opening, failed, not installed, not available), otherwise the new step's heading.
 */
export function connectAnnouncement(snapshot: ConnectFlowSnapshot, t: WalletT): string {
  const step = stepOf(snapshot);
  const wallet = shownWalletOf(snapshot);
  const qrShown = isQrShownIn(snapshot);
  if (step === 'CONNECT' && wallet && !qrShown) {
    if (!wallet.ready) {
      return wallet.downloadUrls.extension
        ? t('connect.status.not_installed', { wallet: wallet.name })
        : t('connect.status.not_available', { wallet: wallet.name });
    }
    return snapshot.can({ type: 'user.retry' })
      ? t('connect.status.failed')
      : t('connect.status.opening', { wallet: wallet.name });
  }
  const title = stepTitle(step, wallet, { compact: isCompactIn(snapshot), qrShown });
  return title ? t(title.key, { wallet: title.wallet }) : '';
}
