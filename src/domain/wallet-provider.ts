/**
 * The wallet provider's checks, with the reference kit's messages for the same conditions (spec, section 5):
 * the instance id, the theme object and its hex colours, the authentication adapter, and the provider itself.
 * Pure functions: each throws an Error with the message, or returns the checked value. DGrid's provider is
 * `WalletRoot`, the wallet chunk's root (src/app/wallet-chunk/wallet-root.tsx), which runs them as it mounts.
 */

/** The component whose context the transaction store and sign-in need: the name the refusal below gives. */
const WALLET_PROVIDER_NAME = 'WalletRoot';

const instanceIdPattern = /^[a-zA-Z0-9_]+$/;
const hexColourPattern = /^#([0-9a-f]{3}){1,2}$/i;

export const themeFunctionMessage =
  'A theme function was provided to the "theme" prop instead of a theme object. You must execute this function to get the resulting theme object.';

/** A provider instance id: letters, digits and underscores only. */
export function assertInstanceId(id: unknown): void {
  if (id === undefined) return;
  if (typeof id !== 'string' || !instanceIdPattern.test(id)) throw new Error(`Invalid ID: ${String(id)}`);
}

/** `#abc` or `#aabbcc`, any case. */
export function isHexColour(value: unknown): boolean {
  return typeof value === 'string' && hexColourPattern.test(value);
}

/** The theme must be an object (or null for none), never the theme function itself. */
export function assertTheme(theme: unknown): void {
  if (typeof theme === 'function') throw new Error(themeFunctionMessage);
  if (theme !== null && theme !== undefined && typeof theme !== 'object') {
    throw new Error('The "theme" prop must be a theme object.');
  }
}

/** A colour the theme accepts: a hex value of 3 or 6 digits. */
export function assertHexColour(value: unknown, what: string): void {
  if (!isHexColour(value)) throw new Error(`${what} is not a hex value: ${String(value)}`);
}

/** With sign-in on, the sign-in panel cannot work without an authentication adapter. */
export function requireAuthenticationAdapter<Adapter>(adapter: Adapter | null | undefined): Adapter {
  if (adapter === null || adapter === undefined) throw new Error('No authentication adapter found');
  return adapter;
}

/** Transaction helpers read the provider's context; outside it they refuse to run. */
export function requireTransactionContext<Context>(context: Context | null | undefined): Context {
  if (context === null || context === undefined) {
    throw new Error(`Transaction hooks must be used within ${WALLET_PROVIDER_NAME}`);
  }
  return context;
}
