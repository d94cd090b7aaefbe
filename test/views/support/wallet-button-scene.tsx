import { controllable, controllableCallback } from '@test/support/controllable';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { connectionMachine } from '@/machines/connection/connection.machine';
import {
  type ConnectButtonWalletInput,
  type WalletButtonWalletEvent,
  walletButtonMachine,
} from '@/machines/wallet-button/wallet-button.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { WalletButtonSetupContext } from '@/ui/wallet/button/wallet-button-setup';
import { ConnectModal } from '@/ui/wallet/connect/connect-modal';
import { productWallets } from './connect-wallet-fixtures';
import { connectionWithConnectDialog } from './connection-with-dialog';

/** The product's wallets with MetaMask's extension installed (the others reached through WalletConnect or absent). */
const wallets = productWallets.map((wallet) =>
  wallet.id === 'metaMask' ? { ...wallet, installed: true } : wallet,
);

type ConnectionRef = ActorRefFrom<typeof connectionMachine>;

function CaptureConnection({ into }: { into: { actor?: ConnectionRef } }) {
  into.actor = ConnectionActor.useActorRef();
  return null;
}

/**
 * Wallet buttons as the composition root mounts them: the real connection and connect dialog, the buttons'
 * direct connection and wallet watcher controllable, the latest wallet id in a plain variable standing for storage.
 */
export function renderWalletButtons(buttons: ReactNode, { mobile = false } = {}) {
  const connect = controllable<void, ConnectButtonWalletInput>();
  const watcher = controllableCallback<WalletButtonWalletEvent>();
  const storage: { latest: string | null } = { latest: null };
  const captured: { actor?: ConnectionRef } = {};
  const logic = walletButtonMachine.provide({
    actors: { connectWallet: connect.logic, watchWallet: watcher.logic },
    actions: {
      persistLatestWallet: (_, { walletId }) => {
        storage.latest = walletId;
      },
      removeLatestWallet: () => {
        storage.latest = null;
      },
    },
  });
  render(
    <I18nextProvider i18n={createWalletI18n()}>
      <ViewportActor.Provider>
        <ConnectionActor.Provider
          logic={connectionWithConnectDialog({
            wallets: productWallets,
            layout: mobile ? 'mobile' : 'desktop',
          })}
          options={{ input: { supportedChainIds: [97] } }}
        >
          <CaptureConnection into={captured} />
          <WalletButtonSetupContext value={{ logic, wallets, mobile }}>{buttons}</WalletButtonSetupContext>
          <ConnectModal learnMoreUrl="https://learn.example/wallets" />
        </ConnectionActor.Provider>
      </ViewportActor.Provider>
    </I18nextProvider>,
  );
  const connection = () => captured.actor as ConnectionRef;
  /** What the wallet watcher reports, to the connection and to every mounted button (as in the app). */
  const walletConnected = () => {
    connection().send({
      type: 'wallet.connected',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      chainId: 97,
    });
    for (const entry of watcher.live.filter((live) => !live.stopped))
      entry.sendBack({ type: 'wallet.connected', latestWalletId: storage.latest });
  };
  const walletDisconnected = () => {
    connection().send({ type: 'wallet.disconnected' });
    for (const entry of watcher.live.filter((live) => !live.stopped))
      entry.sendBack({ type: 'wallet.disconnected' });
  };
  return { connect, storage, connection, walletConnected, walletDisconnected };
}
