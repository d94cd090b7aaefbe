import type { Config } from '@wagmi/core';
import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { readRecentWalletIds } from '@/api/storage/wallet-recents';
import { findWalletForButton, type WalletOption } from '@/machines/helpers/wallet-options';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ConnectButton } from '@/ui/wallet/button/connect-button';
import { ConnectCta, type LastWallet } from '@/ui/wallet/button/connect-cta';
import { WalletButton, type WalletButtonProps } from '@/ui/wallet/button/wallet-button';
import { WalletButtonSetupContext } from '@/ui/wallet/button/wallet-button-setup';
import { currentAgentHints, isMobileAgent } from '@/ui/wallet/connect/mobile-agent';
import { createWalletButtonLogic } from '../wallet/wallet-button-logic';
import type { WalletList } from '../wallet/wallet-list';
import { WalletPartsContext } from '../wallet-slots';

/** The dialogs' i18n instance (19 locales), for wallet controls rendered inside the app's pages. */
export const WalletI18nContext = createContext<I18n | null>(null);

function InWalletLanguage({ children }: { children: ReactNode }) {
  const i18n = useContext(WalletI18nContext);
  if (!i18n) throw new Error('Wallet controls need <WalletI18nContext> from the wallet root');
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function HeaderControl() {
  return (
    <InWalletLanguage>
      <ConnectButton />
    </InWalletLanguage>
  );
}

const WalletListContext = createContext<WalletList | null>(null);
const noWallets = () => () => undefined;
const noOptions = (): WalletOption[] => [];

/** The most recent stored wallet that can connect here now (installed, or reached through WalletConnect). */
export function lastUsableWallet(
  wallets: readonly WalletOption[],
  recentIds: readonly string[],
): LastWallet | null {
  for (const id of recentIds) {
    const wallet = wallets.find((option) => option.id === id);
    if (wallet?.ready) return wallet;
  }
  return null;
}

function PageConnectCta() {
  const list = useContext(WalletListContext);
  const wallets = useSyncExternalStore(list?.subscribe ?? noWallets, list?.getSnapshot ?? noOptions);
  // Storage is read on each render; following the wallet's status re-renders (and re-reads) after a connection.
  ConnectionActor.useSelector((snapshot) => snapshot.context.wallet);
  return (
    <InWalletLanguage>
      <ConnectCta lastWallet={lastUsableWallet(wallets, readRecentWalletIds())} />
    </InWalletLanguage>
  );
}

const notLoaded = () => false;

/** A wallet button once the wallet list has its first reading (before it, every id would be unknown). */
function PageWalletButton(props: WalletButtonProps) {
  const list = useContext(WalletListContext);
  const loaded = useSyncExternalStore(list?.subscribe ?? noWallets, list?.isLoaded ?? notLoaded);
  const unmerged = useSyncExternalStore(list?.subscribe ?? noWallets, list?.getUnmergedSnapshot ?? noOptions);
  // A page's shortcut to a wallet this setup does not configure is left out (the component itself throws).
  if (!loaded || !findWalletForButton(unmerged, props.wallet ?? 'rainbow')) return null;
  return (
    <InWalletLanguage>
      <WalletButton {...props} />
    </InWalletLanguage>
  );
}

interface WalletPartsProviderProps {
  wallets: WalletList;
  config: Config;
  children: ReactNode;
}

/** Hands the wallet's controls to the app area's slots (wallet-slots.tsx). */
export function WalletPartsProvider({ wallets, config, children }: WalletPartsProviderProps) {
  const connection = ConnectionActor.useActorRef();
  const parts = useMemo(
    () => ({
      HeaderControl,
      ConnectCta: PageConnectCta,
      WalletButton: PageWalletButton,
      openConnectModal: () => connection.send({ type: 'user.openConnectModal' }),
    }),
    [connection],
  );
  const logic = useMemo(
    () =>
      createWalletButtonLogic(config, (walletId) =>
        connection.send({ type: 'user.openConnectModal', walletId }),
      ),
    [config, connection],
  );
  const unmerged = useSyncExternalStore(wallets.subscribe, wallets.getUnmergedSnapshot);
  const [mobile] = useState(() => isMobileAgent(currentAgentHints()));
  const buttonSetup = useMemo(() => ({ logic, wallets: unmerged, mobile }), [logic, unmerged, mobile]);
  return (
    <WalletListContext value={wallets}>
      <WalletButtonSetupContext value={buttonSetup}>
        <WalletPartsContext value={parts}>{children}</WalletPartsContext>
      </WalletButtonSetupContext>
    </WalletListContext>
  );
}
