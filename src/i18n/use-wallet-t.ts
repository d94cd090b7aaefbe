import { useTranslation } from 'react-i18next';
import { currentWalletLocale, isWalletI18n, type WalletT, walletNamespace } from './wallet-i18n';
import { type WalletLocale, walletTextDirection } from './wallet-locale';

export interface WalletTranslation {
  /** Typed by the keys of src/i18n/wallet/en.json: an unknown key does not compile. */
  t: WalletT;
  locale: WalletLocale;
  /** Put on the dialog's root element: Arabic lays out right to left. */
  dir: 'rtl' | 'ltr';
}

/**
 * Translation for the wallet dialogs and the connect button. It must run under
 * `<I18nextProvider i18n={walletI18n}>` with an instance from createWalletI18n: the app's own instance
 * speaks only English and Chinese and has no wallet namespace, so it would show bracketed missing texts.
 */
export function useWalletT(): WalletTranslation {
  const { t, i18n } = useTranslation(walletNamespace);
  if (!isWalletI18n(i18n)) {
    throw new Error(
      'useWalletT needs the wallet i18n instance: wrap the dialogs in <I18nextProvider i18n={walletI18n}>',
    );
  }
  const locale = currentWalletLocale(i18n);
  return { t, locale, dir: walletTextDirection(locale) };
}
