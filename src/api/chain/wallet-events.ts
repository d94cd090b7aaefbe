import type { Config } from '@wagmi/core';
import {
  accountEvents,
  initialAccountEvent,
  readWalletAccount,
  type WalletAccountEvent,
  watchAccount,
} from '@/api/chain/watch-account';
import { watchDisconnectElsewhere } from '@/api/chain/watch-disconnect-elsewhere';

export type { WalletAccountEvent } from '@/api/chain/watch-account';

/**
 * The wallet as a stream of events: where the connection stands now, then every change (connecting, connected,
 * account, chain, disconnected), and a disconnect made in another tab. Returns the unsubscribe function.
 */
export function subscribeWalletEvents(
  config: Config,
  listener: (event: WalletAccountEvent | { type: 'wallet.disconnectedElsewhere' }) => void,
) {
  const initial = initialAccountEvent(readWalletAccount(config));
  if (initial) listener(initial);
  const stopAccount = watchAccount(config, {
    onChange: (next, previous) => {
      for (const event of accountEvents(previous, next)) listener(event);
    },
  });
  const stopOtherTabs = watchDisconnectElsewhere(config, () =>
    listener({ type: 'wallet.disconnectedElsewhere' }),
  );
  return () => {
    stopAccount();
    stopOtherTabs();
  };
}
