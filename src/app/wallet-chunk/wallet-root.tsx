import type { i18n as I18n } from 'i18next';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { prepareWallet } from '@/api/chain/prepare-wallet';
import { ConnectClicksActor } from '@/ui/actors/connect-clicks-context';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';
import { SessionActor } from '@/ui/actors/session-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';
import { ConnectRehearsal } from '@/ui/wallet/connect/connect-rehearsal';
import { pageWalletTheme, type WalletThemeOption } from '@/ui/wallet/theme/wallet-theme';
import { WalletThemeStyle } from '@/ui/wallet/theme/wallet-theme-style';
import { validateWalletProviderProps } from '@/ui/wallet/wallet-provider-props';
import type { AppServices } from '../app-services';
import { browserIdle } from '../browser-idle';
import { readConnectOpeningNow } from '../wallet/read-connect-opening';
import type { RunningWallet } from '../wallet-slots';
import { AccountViewData } from './account-view-data';
import { WALLET_LEARN_MORE_URL, WalletDialogs } from './wallet-dialogs';
import { createRunningWallet } from './wallet-parts';
import { createWalletServices, type WalletServices } from './wallet-services';
import { WalletSystemChildren } from './wallet-system-children';

let pageWallet: WalletServices | undefined;

/** What the first connect dialog needs, made ready by a prefetch (src/app/wallet-loader.ts takes it from here). */
export { prepareWallet };

/** One wallet per page: the config, the logic and the restore of the last connection are made once. */
function walletFor(app: AppServices, appI18n: I18n): WalletServices {
  pageWallet ??= createWalletServices(app, appI18n);
  return pageWallet;
}

export interface WalletRootProps {
  services: AppServices;
  /** Hears the wallet's controls and runtime once it runs (null when it stops): the app area hands them to the page. */
  onRunning: (wallet: RunningWallet | null) => void;
  /** The dialogs' theme object, as the reference kit's provider takes it; light and dark by the page's theme by default. */
  theme?: WalletThemeOption;
  /** Names this wallet instance (letters, digits, underscores); it labels the theme's style element. */
  id?: string;
}

const defaultTheme = pageWalletTheme();

/**
 * The wallet chunk's root, loaded on demand and mounted beside the page: the wallet system (given the real logic,
 * the app area's session and the inspector), its children for the views, the dialogs, and the controls and runtime
 * it hands the app area for the page (`onRunning`).
 */
export default function WalletRoot({ services, onRunning, theme = defaultTheme, id }: WalletRootProps) {
  validateWalletProviderProps({ id, theme, authenticationAdapter: services.api });
  const { i18n } = useTranslation();
  const wallet = walletFor(services, i18n);
  const { inspect } = services;
  const session = SessionActor.useActorRef();
  const connectClicks = ConnectClicksActor.useActorRef();
  const readRehearsalOpening = useCallback(
    () => ({ ...readConnectOpeningNow(wallet, null), chosenWalletId: null }),
    [wallet],
  );
  return (
    <WalletSystemActor.Provider
      logic={wallet.logic.walletSystem}
      options={{
        input: {
          supportedChainIds: wallet.supportedChainIds,
          storedTransactions: wallet.storedTransactions,
          session,
          connectClicks,
        },
        inspect,
      }}
    >
      <WalletSystemChildren>
        <CopyAddressActor.Provider logic={wallet.logic.copyAddress} options={{ inspect }}>
          <HandOver wallet={wallet} onRunning={onRunning} />
          <AccountViewData config={wallet.config}>
            <WalletThemeStyle theme={theme} id={id} />
            <I18nextProvider i18n={wallet.i18n}>
              <WalletDialogs />
              <ConnectRehearsal
                whenWalletsLoaded={wallet.wallets.whenLoaded}
                readOpening={readRehearsalOpening}
                learnMoreUrl={WALLET_LEARN_MORE_URL}
                scheduleIdle={browserIdle}
              />
            </I18nextProvider>
          </AccountViewData>
        </CopyAddressActor.Provider>
      </WalletSystemChildren>
    </WalletSystemActor.Provider>
  );
}

/**
 * Hands the wallet's controls and runtime to the app area, once: they are made once per wallet. In a layout effect,
 * so the page renders them before the browser paints or takes input. (Connect clicks on the stand-ins reach the
 * wallet system from the app area's connect-clicks actor, which it asks for them when it starts; a dialog that such a click opens gives focus back to the
 * stand-in's heir: src/ui/kit/focus-return.ts.)
 */
function HandOver({
  wallet,
  onRunning,
}: {
  wallet: WalletServices;
  onRunning: WalletRootProps['onRunning'];
}) {
  const connection = ConnectionActor.useActorRef();
  const transactionStore = TransactionStoreActor.useActorRef();
  const running = useMemo(
    () => createRunningWallet(wallet, connection, transactionStore),
    [wallet, connection, transactionStore],
  );
  useLayoutEffect(() => {
    onRunning(running);
    return () => onRunning(null);
  }, [running, onRunning]);
  return null;
}
