import type { Config } from '@wagmi/core';
import {
  accountEvents,
  initialAccountEvent,
  readWalletAccount,
  type WalletAccountEvent,
  watchAccount,
} from '@/api/chain/watch-account';

export type { WalletAccountEvent } from '@/api/chain/watch-account';

/**
 * The wallet as a stream of events: where the connection stands now, then every change (connecting, connected,
 * account, chain, disconnected). Returns the unsubscribe function.
 */
export function subscribeWalletEvents(config: Config, listener: (event: WalletAccountEvent) => void) {
  const initial = initialAccountEvent(readWalletAccount(config));
  if (initial) listener(initial);
  return watchAccount(config, {
    onChange: (next, previous) => {
      for (const event of accountEvents(previous, next)) listener(event);
    },
  });
}
