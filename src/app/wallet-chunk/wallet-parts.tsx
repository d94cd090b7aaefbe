import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import type { connectionMachine } from '@/machines/connection/connection.machine';
import { findWalletForButton, lastUsableWallet } from '@/machines/shared/wallet-options';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { ConnectButton } from '@/ui/wallet/button/connect-button';
import { ConnectCta } from '@/ui/wallet/button/connect-cta';
import { WalletButton, type WalletButtonProps } from '@/ui/wallet/button/wallet-button';
import { WalletButtonSetupContext } from '@/ui/wallet/button/wallet-button-setup';
import { currentAgentHints, isMobileAgent } from '@/ui/wallet/connect/mobile-agent';
import type { TransactionStoreRef } from '../wallet/actor-refs';
import { createWalletButtonLogic } from '../wallet/wallet-button-logic';
import type { RunningWallet } from '../wallet-slots';
import { AccountViewData } from './account-view-data';
import type { WalletServices } from './wallet-services';

type ConnectionRef = ActorRefFrom<typeof connectionMachine>;

/** What a wallet control rendered inside a page needs of the running wallet. */
interface PartScope {
  wallet: WalletServices;
  connection: ConnectionRef;
  transactionStore: TransactionStoreRef;
  buttonLogic: ReturnType<typeof createWalletButtonLogic>;
  mobile: boolean;
}

const PartScopeContext = createContext<PartScope | null>(null);

function usePartScope(): PartScope {
  const scope = useContext(PartScopeContext);
  if (!scope) throw new Error('A wallet part renders only inside its own scope (createRunningWallet)');
  return scope;
}

/**
 * The running wallet around one control in the page: its actors, the account data, the wallet buttons' setup and
 * the dialogs' language. Each control carries it, so the wallet can start beside the page rather than around it
 * (the page is not remounted when it starts).
 */
function InPartScope({ scope, children }: { scope: PartScope; children: ReactNode }) {
  const { wallet, buttonLogic, mobile } = scope;
  const unmerged = useSyncExternalStore(wallet.wallets.subscribe, wallet.wallets.getUnmergedSnapshot);
  const buttonSetup = useMemo(
    () => ({ logic: buttonLogic, wallets: unmerged, mobile }),
    [buttonLogic, unmerged, mobile],
  );
  return (
    <PartScopeContext value={scope}>
      <ConnectionActor.Provider actorRef={scope.connection}>
        <TransactionStoreActor.Provider actorRef={scope.transactionStore}>
          <AccountViewData config={wallet.config}>
            <WalletButtonSetupContext value={buttonSetup}>
              <I18nextProvider i18n={wallet.i18n}>{children}</I18nextProvider>
            </WalletButtonSetupContext>
          </AccountViewData>
        </TransactionStoreActor.Provider>
      </ConnectionActor.Provider>
    </PartScopeContext>
  );
}

function PageConnectCta() {
  const { wallets } = usePartScope().wallet;
  const options = useSyncExternalStore(wallets.subscribe, wallets.getSnapshot);
  // Storage is read on each render; following the wallet's status re-renders (and re-reads) after a connection.
  ConnectionActor.useSelector((snapshot) => snapshot.context.wallet);
  return <ConnectCta lastWallet={lastUsableWallet(options, readRecentWalletIds())} />;
}

/** A wallet button once the wallet list has its first reading (before it, every id would be unknown). */
function PageWalletButton(props: WalletButtonProps) {
  const { wallets } = usePartScope().wallet;
  const loaded = useSyncExternalStore(wallets.subscribe, wallets.isLoaded);
  const unmerged = useSyncExternalStore(wallets.subscribe, wallets.getUnmergedSnapshot);
  // A page's shortcut to a wallet this setup does not configure is left out (the component itself throws).
  if (!loaded || !findWalletForButton(unmerged, props.wallet ?? 'rainbow')) return null;
  return <WalletButton {...props} />;
}

/** A control bound to one running wallet: a component type made once per wallet, so it never remounts. */
function scoped<P extends object>(scope: PartScope, Part: ComponentType<P>): (props: P) => ReactNode {
  return function ScopedPart(props: P) {
    return (
      <InPartScope scope={scope}>
        <Part {...props} />
      </InPartScope>
    );
  };
}

/**
 * What the wallet hands the app area once it runs, made once per wallet: its controls for the page's slots (each
 * inside the wallet's scope) and the runtime for the screens.
 */
export function createRunningWallet(
  wallet: WalletServices,
  connection: ConnectionRef,
  transactionStore: TransactionStoreRef,
): RunningWallet {
  const buttonLogic = createWalletButtonLogic(wallet.config);
  const scope: PartScope = {
    wallet,
    connection,
    transactionStore,
    buttonLogic,
    mobile: isMobileAgent(currentAgentHints()),
  };
  return {
    parts: {
      HeaderControl: scoped(scope, ConnectButton),
      ConnectCta: scoped(scope, PageConnectCta),
      WalletButton: scoped(scope, PageWalletButton),
    },
    runtime: { config: wallet.config, supportedChainIds: wallet.supportedChainIds, transactionStore },
  };
}
