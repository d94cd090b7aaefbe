import type { WalletList } from '@rainbow-me/rainbowkit';
import {
  bitgetWallet,
  metaMaskWallet,
  okxWallet,
  rainbowWallet,
  tokenPocketWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { site } from './site';

/** The one group of the fixed wallet list (docs/wallet-behaviour.md, section 3). */
const recommendedGroupName = 'Recommended';

/** The fixed wallet list: OKX, Bitget, TokenPocket, MetaMask, Rainbow, WalletConnect, all Recommended. */
export const walletList: WalletList = [
  {
    groupName: recommendedGroupName,
    wallets: [okxWallet, bitgetWallet, tokenPocketWallet, metaMaskWallet, rainbowWallet, walletConnectWallet],
  },
];

/**
 * What WalletConnect-style wallets show the user about the app asking to connect. The URL is left to
 * the page origin at run time.
 */
export const walletAppInfo = {
  appName: site.brand,
} as const;

/** The placeholder a WalletConnect project id starts as; it is replaced by a working default. */
const walletConnectPlaceholderProjectId = 'YOUR_PROJECT_ID';

/**
 * The configured WalletConnect Cloud project id. Unset means the placeholder, so the product works out
 * of the box (with the shared default id) while a deployment sets its own.
 */
export const walletConnectProjectId: string =
  site.walletConnectProjectId || walletConnectPlaceholderProjectId;
