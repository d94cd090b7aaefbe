import { assertInstanceId, assertTheme, isHexColour } from '../../domain/wallet-provider';

/**
 * Validation of the wallet configuration (the wallet list, each wallet's accent colour, the WalletConnect project
 * id), with the exact messages the reference wallet kit gives for the same conditions. The provider's own checks
 * (id, theme, adapter) are in src/domain/wallet-provider.ts. Each throws an Error with the message, or returns
 * the checked value.
 */

/** WalletConnect's shared example project id, used when the configured id is the placeholder. */
export const defaultWalletConnectProjectId = '21fef48091f12692cad574a6f7753643';
const placeholderProjectId = 'YOUR_PROJECT_ID';

export interface WalletGroupShape {
  groupName: string;
  wallets: readonly unknown[];
}

/** At least one group, and no group without wallets. */
export function assertWalletList(walletList: readonly WalletGroupShape[]): void {
  if (!walletList.length) throw new Error('No wallet list was provided');
  for (const { groupName, wallets } of walletList) {
    if (!wallets.length) throw new Error(`No wallets provided for group: ${groupName}`);
  }
}

/** A wallet's accent colour, when it has one, must be hex. */
export function assertWalletAccent(wallet: { name: string; iconAccent?: string | undefined }): void {
  if (wallet.iconAccent !== undefined && !isHexColour(wallet.iconAccent)) {
    throw new Error(`Property \`iconAccent\` is not a hex value for wallet: ${wallet.name}`);
  }
}

/** A WalletConnect project id is required; the placeholder id is replaced by the shared default. */
export function resolveWalletConnectProjectId(projectId: string | undefined): string {
  const id = projectId?.trim() ?? '';
  if (!id) {
    throw new Error(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2 https://www.rainbowkit.com/docs/installation#configure',
    );
  }
  return id === placeholderProjectId ? defaultWalletConnectProjectId : id;
}

export interface WalletSetup {
  id?: string | undefined;
  theme?: unknown;
  walletList: readonly WalletGroupShape[];
  projectId: string | undefined;
}

/** Every provider-level check at once; returns the project id to hand to the wallet factories. */
export function validateWalletSetup(setup: WalletSetup): { projectId: string } {
  assertInstanceId(setup.id);
  assertTheme(setup.theme);
  assertWalletList(setup.walletList);
  return { projectId: resolveWalletConnectProjectId(setup.projectId) };
}
