import type { Config } from '@wagmi/core';
import type { i18n as I18n } from 'i18next';
import { reconnectWallet } from '@/api/chain/reconnect-wallet';
import { getWagmiConfig } from '@/api/chain/wagmi-config';
import { createWalletList, type WalletList } from '@/api/chain/wallet-list';
import { loadTransactions } from '@/api/storage/transactions';
import { browserLanguages, readStoredLanguage } from '@/i18n/languages';
import { createWalletI18n, followAppLanguage } from '@/i18n/wallet-i18n';
import { resolveWalletLocale } from '@/i18n/wallet-locale';
import type { ConnectLayout } from '@/machines/connect-flow/connect-flow.machine';
import type { TransactionGroups } from '@/machines/transaction-store/transaction-store.machine';
import { currentAgentHints, isMobileAgent } from '@/ui/wallet/connect/mobile-agent';
import type { AppServices } from '../app-services';
import { forgetInviteCode, pendingInviteCode } from '../session/invite-code';
import { createWalletLogic, supportedChainIdsOf, type WalletLogic } from '../wallet/wallet-logic';
import { balanceRefresher } from './wallet-queries';

export interface WalletServices {
  config: Config;
  logic: WalletLogic;
  supportedChainIds: readonly number[];
  storedTransactions: TransactionGroups;
  /** The connect dialog's wallets, kept current from page load on. */
  wallets: WalletList;
  /** The connect dialog's layout on this page (decided from the user agent). */
  layout: ConnectLayout;
  /** The dialogs' own i18n instance (19 locales), following the app's language switcher. */
  i18n: I18n;
  stop: () => void;
}

/**
 * Everything the wallet needs once per page, built when the chunk first mounts: the wagmi config, every
 * statechart's logic with its real effects, the dialogs' translations, and the restore of the last connection.
 */
export function createWalletServices(app: AppServices, appI18n: I18n): WalletServices {
  const config = getWagmiConfig();
  const i18n = createWalletI18n({
    locale: resolveWalletLocale({
      storedChoice: readStoredLanguage(),
      appLanguage: appI18n.language,
      browserLanguages: browserLanguages(),
    }),
  });
  const unfollow = followAppLanguage(appI18n, i18n);
  reconnectWallet(config).catch(() => undefined);
  const wallets = createWalletList(config);
  const layout: ConnectLayout = isMobileAgent(currentAgentHints()) ? 'mobile' : 'desktop';
  return {
    config,
    logic: createWalletLogic({
      config,
      api: app.api,
      inviteCodes: { pending: pendingInviteCode, forget: forgetInviteCode },
      wallets,
      layout,
      refreshBalance: balanceRefresher(app.queryClient),
    }),
    supportedChainIds: supportedChainIdsOf(config),
    storedTransactions: loadTransactions(),
    wallets,
    layout,
    i18n,
    stop: unfollow,
  };
}
