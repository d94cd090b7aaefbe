import { useMemo } from 'react';
import { validateWalletTheme, type WalletThemeOption, walletThemeCss } from './wallet-theme';

/**
 * Writes the wallet dialogs' theme as custom properties. Like the reference kit's provider, a theme that breaks
 * the rules (a function, a colour that is not hex) throws here, where the developer passed it.
 */
export function WalletThemeStyle({ theme, id }: { theme: WalletThemeOption; id?: string | undefined }) {
  validateWalletTheme(theme);
  const css = useMemo(() => walletThemeCss(theme), [theme]);
  return css ? (
    <style data-testid="wallet-theme" data-wallet-instance={id}>
      {css}
    </style>
  ) : null;
}
