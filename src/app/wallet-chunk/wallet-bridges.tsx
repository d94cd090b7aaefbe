import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';
import { walletQueryKeys } from './wallet-queries';

/**
 * What the app does with the wallet system's news: a settled transaction (confirmed or failed) has its account's
 * balance read again.
 */
export function WalletBridges() {
  const walletSystem = WalletSystemActor.useActorRef();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      walletSystem.on('transaction.settled', ({ address, chainId }) => {
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(chainId, address) });
      }).unsubscribe,
    [walletSystem, queryClient],
  );
  return null;
}
