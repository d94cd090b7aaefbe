import 'i18next';
import type { bundledResources } from './i18n';
import type appEn from './locales/en/app.json';
import type { WalletMessages } from './wallet-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The wallet namespace lives in its own instance (wallet-i18n.ts); typing it here checks useWalletT's t().
    // The app namespace is loaded with the app's routes (src/app/app-i18n.ts), never with the landing page.
    resources: typeof bundledResources & { app: typeof appEn; wallet: WalletMessages };
  }
}
