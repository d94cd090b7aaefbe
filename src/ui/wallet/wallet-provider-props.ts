import { assertInstanceId, requireAuthenticationAdapter } from '@/domain/wallet-provider';
import { validateWalletTheme, type WalletThemeOption } from './theme/wallet-theme';

export interface WalletProviderProps {
  /** Names this wallet instance: letters, digits and underscores (the reference kit's `id`). */
  id?: string | undefined;
  theme: unknown;
  /**
   * What sign-in runs on. DGrid always signs in (the session follows the wallet), so there must be one: the API
   * client whose get-code and challenge calls are the adapter's getNonce/createMessage and verify.
   */
  authenticationAdapter: unknown;
}

/**
 * The reference kit's provider checks, run by the wallet's root (WalletRoot) on every render before it builds
 * anything: `Invalid ID: <id>`, the theme-function message, a colour that is not hex, and `No authentication
 * adapter found`. Returns the theme, checked.
 */
export function validateWalletProviderProps({
  id,
  theme,
  authenticationAdapter,
}: WalletProviderProps): WalletThemeOption {
  assertInstanceId(id);
  validateWalletTheme(theme);
  requireAuthenticationAdapter(authenticationAdapter);
  return theme;
}
