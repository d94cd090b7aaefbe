import { fromCallback } from 'xstate';
import type { ConnectClickedEvent } from '@/machines/wallet-system/wallet-system.machine';
import type { WalletDemand } from '../wallet-demand';

/**
 * The wallet system's `followConnectClicks`: the Connect Wallet click made while the wallet loaded, at the start,
 * then every later one, each taken from the demand once, so none is lost between the wallet's first render and its
 * controls reaching the page, and none is answered twice.
 */
export function createFollowConnectClicks(clicks: Pick<WalletDemand, 'takeOpenConnect' | 'subscribe'>) {
  return fromCallback<ConnectClickedEvent>(({ sendBack }) => {
    const report = () => {
      if (clicks.takeOpenConnect()) sendBack({ type: 'user.connectClicked' });
    };
    report();
    return clicks.subscribe(report);
  });
}
