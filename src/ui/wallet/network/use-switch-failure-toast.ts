import { useEffect } from 'react';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { useWalletNotify } from '../toasts/use-notify';
import { useWalletViewData } from '../wallet-view-data';

/**
 * The modal closes as soon as a switch attempt settles (docs/wallet-behaviour.md, section 10), so a failure is told in a toast
 * instead. A rejection in the wallet is the user's own choice and stays quiet. Subscribed rather than selected:
 * whoever closes the modal may unmount this view in the same tick the attempt ends.
 */
export function useSwitchFailureToast(): void {
  const networkSwitch = NetworkSwitchActor.useActorRef();
  const notify = useWalletNotify();
  const { chains } = useWalletViewData();
  useEffect(() => {
    let told = false;
    const subscription = networkSwitch.subscribe((snapshot) => {
      const { outcome, pendingChainId } = snapshot.context;
      if (told || snapshot.status !== 'done' || outcome?.outcome !== 'failed' || outcome.rejected) return;
      told = true;
      const chain = chains.find(({ id }) => id === pendingChainId)?.name ?? String(pendingChainId);
      notify('network.switch_error', { variant: 'error', values: { chain } });
    });
    return () => subscription.unsubscribe();
  }, [networkSwitch, notify, chains]);
}
