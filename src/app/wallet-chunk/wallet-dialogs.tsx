import type { InspectionEvent, Observer } from 'xstate';
import { AccountDialog } from '@/ui/wallet/account/account-dialog';
import { NetworkModal } from '@/ui/wallet/network/network-modal';
import { SignInModal } from '@/ui/wallet/sign-in/sign-in-modal';
import type { WalletList } from '../wallet/wallet-list';
import type { WalletLogic } from '../wallet/wallet-logic';
import { LiveConnectModal } from './connect-modal';

export interface WalletDialogsProps {
  logic: WalletLogic;
  wallets: WalletList;
  inspect: Observer<InspectionEvent> | undefined;
}

/**
 * Every wallet modal, each open while the connection says so; sign-in and the network switch run inside the
 * connection (the wallet system's children by systemId), the connect flow per opening of its dialog.
 */
export function WalletDialogs({ logic, wallets, inspect }: WalletDialogsProps) {
  return (
    <>
      <LiveConnectModal logic={logic.connectFlow} wallets={wallets} inspect={inspect} />
      <SignInModal />
      <NetworkModal />
      <AccountDialog />
    </>
  );
}
