import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { connectionMachine } from '@/machines/connection/connection.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectCta } from '@/ui/wallet/button/connect-cta';
import { ConnectModal } from '@/ui/wallet/connect/connect-modal';
import { productWallets } from './support/connect-wallet-fixtures';
import { connectionWithConnectDialog } from './support/connection-with-dialog';

function CaptureConnection({ into }: { into: { actor?: ActorRefFrom<typeof connectionMachine> } }) {
  into.actor = ConnectionActor.useActorRef();
  return null;
}

function renderModal() {
  const captured: { actor?: ActorRefFrom<typeof connectionMachine> } = {};
  render(
    <I18nextProvider i18n={createWalletI18n()}>
      <ViewportActor.Provider>
        <ConnectionActor.Provider
          logic={connectionWithConnectDialog({ wallets: productWallets, recentWalletIds: ['metaMask'] })}
          options={{ input: { supportedChainIds: [97] } }}
        >
          <CaptureConnection into={captured} />
          <ConnectCta lastWallet={productWallets.find((wallet) => wallet.id === 'metaMask')} />
          <ConnectModal learnMoreUrl="https://learn.example/wallets" />
        </ConnectionActor.Provider>
      </ViewportActor.Provider>
    </I18nextProvider>,
  );
  const connection = () => captured.actor as ActorRefFrom<typeof connectionMachine>;
  const open = () =>
    act(() => {
      connection().send({ type: 'wallet.disconnected' });
      connection().send({ type: 'user.openConnectModal' });
    });
  return { connection, open };
}

describe('connect modal', () => {
  afterEach(() => cleanup());

  it('opens on the connection’s connect tag, and every opening starts again at the wallet list', () => {
    const { connection, open } = renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }));
    expect(screen.getByRole('heading', { name: 'Get a wallet' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(connection().getSnapshot().hasTag('connectModalOpen')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    open();
    expect(screen.getByRole('heading', { name: 'What is a wallet?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MetaMask, Recent' })).toBeInTheDocument();
  });

  it('"Continue with" the last wallet opens the dialog compact in a wide window, already connecting that wallet', () => {
    const { connection } = renderModal();
    act(() => connection().send({ type: 'wallet.disconnected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with MetaMask' }));
    const dialog = screen.getByRole('dialog');
    expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    expect(dialog).toHaveClass('kit-dialog--compact');
    expect(dialog).toHaveTextContent('Opening MetaMask…');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'MetaMask, Recent' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(screen.getByRole('dialog')).toHaveClass('kit-dialog--wide');
    expect(screen.getByRole('button', { name: 'MetaMask, Recent' })).toBeInTheDocument();
  });
});
