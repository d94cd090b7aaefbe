import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { SessionActor } from '@/ui/actors/session-context';
import { SignInActor } from '@/ui/actors/sign-in-context';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';
import { completeSignIn, openConnectModalWhenReady } from '../wallet/bridges';
import type { WalletDemand } from '../wallet-demand';
import { walletQueryKeys } from './wallet-queries';

/**
 * What the app does with the wallet system's news: a settled transaction (confirmed or failed) has its account's
 * balance read again; a Connect Wallet click kept while the wallet loaded opens the modal once it can.
 */
export function WalletBridges({ demand }: { demand: WalletDemand }) {
  const walletSystem = WalletSystemActor.useActorRef();
  const connection = ConnectionActor.useActorRef();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      walletSystem.on('transaction.settled', ({ address, chainId }) => {
        void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance(chainId, address) });
      }).unsubscribe,
    [walletSystem, queryClient],
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
