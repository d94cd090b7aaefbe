import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ConnectCta } from '@/ui/wallet/button/connect-cta';
import { WalletButton } from '@/ui/wallet/button/wallet-button';
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
      <WalletButton />
    </InWalletLanguage>
  );
}

function PageConnectCta() {
  return (
    <InWalletLanguage>
      <ConnectCta />
    </InWalletLanguage>
  );
}

/** Hands the wallet's controls to the app area's slots (wallet-slots.tsx). */
export function WalletPartsProvider({ children }: { children: ReactNode }) {
  const connection = ConnectionActor.useActorRef();
  const parts = useMemo(
    () => ({
      HeaderControl,
      ConnectCta: PageConnectCta,
      openConnectModal: () => connection.send({ type: 'user.openConnectModal' }),
    }),
    [connection],
  );
  return <WalletPartsContext value={parts}>{children}</WalletPartsContext>;
}
