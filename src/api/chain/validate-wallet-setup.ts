/**
 * Validation of the wallet provider's props and of the wallet configuration, with the exact
 * messages the reference wallet kit gives for the same conditions.
 * Pure functions: each throws an Error with the message, or returns the checked value.
 */

/** The provider component whose context the transaction store and sign-in need. */
const walletProviderName = 'DGridWalletProvider';

/** WalletConnect's shared example project id, used when the configured id is the placeholder. */
export const defaultWalletConnectProjectId = '21fef48091f12692cad574a6f7753643';
const placeholderProjectId = 'YOUR_PROJECT_ID';

const instanceIdPattern = /^[a-zA-Z0-9_]+$/;
const hexColourPattern = /^#([0-9a-f]{3}){1,2}$/i;

/** A provider instance id scopes the theme CSS: letters, digits and underscores only. */
export function assertInstanceId(id: string | undefined): void {
  if (id !== undefined && !instanceIdPattern.test(id)) throw new Error(`Invalid ID: ${id}`);
}

/** `#abc` or `#aabbcc`, any case. */
export function isHexColour(value: string): boolean {
  return hexColourPattern.test(value);
}

/** The theme must be an object (or null for none), never the theme function itself. */
export function assertTheme(theme: unknown): void {
  if (typeof theme === 'function') {
    throw new Error(
      'A theme function was provided to the "theme" prop instead of a theme object. You must execute this function to get the resulting theme object.',
    );
  }
  if (theme !== null && theme !== undefined && typeof theme !== 'object') {
    throw new Error('The "theme" prop must be a theme object.');
  }
}

/** A colour the theme accepts: a hex value of 3 or 6 digits. */
export function assertHexColour(value: string, what: string): void {
  if (!isHexColour(value)) throw new Error(`${what} is not a hex value: ${value}`);
}

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

/** The sign-in panel cannot work without an authentication adapter. */
export function requireAuthenticationAdapter<Adapter>(adapter: Adapter | null | undefined): Adapter {
  if (adapter === null || adapter === undefined) throw new Error('No authentication adapter found');
  return adapter;
}

/** Transaction helpers read the provider's context; outside it they refuse to run. */
export function requireTransactionContext<Context>(context: Context | null | undefined): Context {
  if (context === null || context === undefined) {
    throw new Error(`Transaction hooks must be used within ${walletProviderName}`);
  }
  return context;
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
