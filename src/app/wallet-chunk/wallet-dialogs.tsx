import { AccountDialog } from '@/ui/wallet/account/account-dialog';
import { ConnectModal } from '@/ui/wallet/connect/connect-modal';
import { NetworkModal } from '@/ui/wallet/network/network-modal';
import { SignInModal } from '@/ui/wallet/sign-in/sign-in-modal';

/** The intro panel's "Learn more": a neutral, public explanation of what a wallet is. */
export const WALLET_LEARN_MORE_URL = 'https://ethereum.org/wallets/';

/**
 * Every wallet modal, each open while the connection says so; the connect flow, sign-in and the network switch
 * run inside the connection (the wallet system's children by systemId).
 */
export function WalletDialogs() {
  return (
    <>
      <ConnectModal learnMoreUrl={WALLET_LEARN_MORE_URL} />
      <SignInModal />
      <NetworkModal />
      <AccountDialog />
    </>
  );
}
