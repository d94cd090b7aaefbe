import 'i18next';
import type enApp from './locales/en/app.json';
import type { bundledResources } from './page-catalogues';
import type { WalletMessages } from './wallet-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // The app namespace is loaded lazily (type-only import here). The wallet namespace lives in its own instance (wallet-i18n.ts); typing it here checks useWalletT's t().
    resources: typeof bundledResources & { wallet: WalletMessages; app: typeof enApp };
  }
}
