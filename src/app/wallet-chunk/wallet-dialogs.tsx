import type { InspectionEvent, Observer } from 'xstate';
import { AccountDialog } from '@/ui/wallet/account/account-dialog';
import { NetworkModal } from '@/ui/wallet/network/network-modal';
import { SignInModal } from '@/ui/wallet/sign-in/sign-in-modal';
import { forgetInviteCode, pendingInviteCode } from '../session/invite-code';
import type { WalletList } from '../wallet/wallet-list';
import type { WalletLogic } from '../wallet/wallet-logic';
import { LiveConnectModal } from './connect-modal';
import { FollowSignIn } from './wallet-bridges';

export interface WalletDialogsProps {
  logic: WalletLogic;
  wallets: WalletList;
  inspect: Observer<InspectionEvent> | undefined;
}

/** Every wallet modal, each open while the connection says so; the network switch runs inside the connection. */
export function WalletDialogs({ logic, wallets, inspect }: WalletDialogsProps) {
  return (
    <>
      <LiveConnectModal logic={logic.connectFlow} wallets={wallets} inspect={inspect} />
      <SignInModal logic={logic.signIn} inviteCode={pendingInviteCode()} inspect={inspect}>
        <FollowSignIn onSignedIn={forgetInviteCode} />
      </SignInModal>
      <NetworkModal />
      <AccountDialog />
    </>
  );
}
