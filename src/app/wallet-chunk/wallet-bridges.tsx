import { useQueryClient } from '@tanstack/react-query';
import type { Config } from '@wagmi/core';
import { useEffect } from 'react';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { SessionActor } from '@/ui/actors/session-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { attachWalletBridges } from '../wallet/attach-wallet-bridges';
import { closeNetworkModalWhenSettled, completeSignIn, openConnectModalWhenReady } from '../wallet/bridges';
import { followSettledTransactions } from '../wallet/settled-transactions';
import type { WalletDemand } from '../wallet-demand';
import { walletQueryKeys } from './wallet-queries';

/**
 * Attaches bridges.ts to the actors the Providers created: the wallet watcher, the session, a pending click; and
 * a settled transaction (confirmed or failed) to the query cache, so its account's balance is read again.
 */
export function WalletBridges({ config, demand }: { config: Config; demand: WalletDemand }) {
  const connection = ConnectionActor.useActorRef();
  const transactionStore = TransactionStoreActor.useActorRef();
  const session = SessionActor.useActorRef();
  const queryClient = useQueryClient();
  useEffect(
    () => attachWalletBridges({ config, connection, session, transactionStore }).detach,
    [config, connection, session, transactionStore],
  );
  useEffect(
    () =>
      followSettledTransactions(transactionStore, ({ address, chainId }) => {
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(chainId, address) });
      }),
    [transactionStore, queryClient],
  );
  useEffect(() => {
    if (!demand.wantsOpenConnect()) return;
    return openConnectModalWhenReady(connection, demand.clearOpenConnect);
  }, [connection, demand]);
  return null;
}

/** Inside SignInModal's Provider: a verified signature becomes the session; Cancel closes and disconnects. */
export function FollowSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = SignInActor.useActorRef();
  const session = SessionActor.useActorRef();
  const connection = ConnectionActor.useActorRef();
  useEffect(
    () => completeSignIn(signIn, { session, connection, onSignedIn }),
    [signIn, session, connection, onSignedIn],
  );
  return null;
}

/** Inside NetworkModal's Provider: the modal closes once the switch settles. */
export function FollowNetworkSwitch() {
  const networkSwitch = NetworkSwitchActor.useActorRef();
  const connection = ConnectionActor.useActorRef();
  useEffect(() => closeNetworkModalWhenSettled(networkSwitch, connection), [networkSwitch, connection]);
  return null;
}
