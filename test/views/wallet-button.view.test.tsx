import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletButtonMachine } from '@/machines/wallet-button/wallet-button.machine';
import { WalletButton } from '@/ui/wallet/button/wallet-button';
import { WalletButtonSetupContext } from '@/ui/wallet/button/wallet-button-setup';
import { productWallets } from './support/connect-wallet-fixtures';
import { renderWalletButtons } from './support/wallet-button-scene';

afterEach(() => cleanup());

const dialog = () => screen.queryByRole('dialog');

async function disconnectedWith(buttons: React.ReactNode, options?: { mobile?: boolean }) {
  const scene = renderWalletButtons(buttons, options);
  await act(async () => scene.walletDisconnected());
  return scene;
}

describe('WalletButton (docs/wallet-behaviour.md section 6.1)', () => {
  it('throws Connector not found for an id the wallet list does not have, and for a browser-announced wallet', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const setup = { logic: walletButtonMachine, wallets: productWallets, mobile: false };
    for (const wallet of ['phantom', 'io.rabby'])
      expect(() =>
        render(
          <WalletButtonSetupContext value={setup}>
            <WalletButton.Custom wallet={wallet}>{() => null}</WalletButton.Custom>
          </WalletButtonSetupContext>,
        ),
      ).toThrow('Connector not found');
    vi.restoreAllMocks();
  });

  it('matches the wallet id in any letter case, and binds to rainbow by default', async () => {
    await disconnectedWith(
      <>
        <WalletButton wallet="METAMASK" />
        <WalletButton />
      </>,
    );
    expect(screen.getByRole('button', { name: 'MetaMask' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rainbow' })).toBeEnabled();
  });

  it('connects an installed wallet directly on a desktop: latest id stored, Connecting… until it settles, no dialog', async () => {
    const { connect, storage } = await disconnectedWith(<WalletButton wallet="metaMask" />);
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }));
    expect(storage.latest).toBe('metaMask');
    expect(connect.calls.map((call) => call.input)).toEqual([{ walletId: 'metaMask' }]);
    const busy = screen.getByRole('button', { name: 'Connecting MetaMask…' });
    expect(busy).toBeDisabled();
    expect(dialog()).toBeNull();
    await act(async () => connect.resolve());
    expect(screen.getByRole('button', { name: 'MetaMask' })).toBeEnabled();
  });

  it('opens the dialog compact on a wallet that is not installed, at its download options; Back leads to CONNECT, then none', async () => {
    const { connect, storage } = await disconnectedWith(<WalletButton wallet="tokenPocket" />);
    fireEvent.click(screen.getByRole('button', { name: 'TokenPocket' }));
    expect(storage.latest).toBe('tokenPocket');
    expect(connect.calls).toEqual([]);
    const opened = dialog();
    expect(opened).not.toBeNull();
    // Compact: no wallet list beside the step.
    expect(screen.queryByRole('region', { name: 'Available wallets' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Get TokenPocket' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'Get TokenPocket' })).toBeNull();
    expect(screen.getAllByText('TokenPocket is not installed').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('on a phone opens the dialog on the wallet even when ready, with "Continue in" and the connection started', async () => {
    const { connect } = await disconnectedWith(<WalletButton wallet="metaMask" />, { mobile: true });
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }));
    expect(connect.calls).toEqual([]);
    expect(await screen.findByText('Continue in MetaMask')).toBeVisible();
  });

  it('closing the dialog forgets the wallet it was opened on: the next opening shows the whole list', async () => {
    const { connection } = await disconnectedWith(<WalletButton wallet="tokenPocket" />);
    fireEvent.click(screen.getByRole('button', { name: 'TokenPocket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(connection().getSnapshot().context.chosenWalletId).toBeNull();
    act(() => connection().send({ type: 'user.openConnectModal' }));
    expect(screen.getByRole('region', { name: 'Available wallets' })).toBeVisible();
  });

  it('connected is true only on the button whose wallet is the latest one, and only while connected', async () => {
    const seen: Record<string, boolean> = {};
    const probe = (wallet: string) => (
      <WalletButton.Custom wallet={wallet}>
        {({ connected, connect, connector }) => {
          seen[wallet] = connected;
          return (
            <button type="button" onClick={connect}>
              {connector.name}
            </button>
          );
        }}
      </WalletButton.Custom>
    );
    const scene = await disconnectedWith(
      <>
        {probe('metaMask')}
        {probe('okx')}
      </>,
    );
    // OKX is not installed here: its click opens the dialog on it; the connection comes from there.
    fireEvent.click(screen.getByRole('button', { name: 'OKX Wallet' }));
    await act(async () => scene.walletConnected());
    expect(seen).toEqual({ metaMask: false, okx: true });
    await act(async () => scene.walletDisconnected());
    expect(seen).toEqual({ metaMask: false, okx: false });
  });

  it('a disconnect while a button is mounted removes the latest id; with none mounted it stays', async () => {
    const mounted = await disconnectedWith(<WalletButton wallet="metaMask" />);
    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }));
    await act(async () => mounted.connect.resolve());
    await act(async () => mounted.walletConnected());
    expect(screen.getByText('Connected')).toBeInTheDocument();
    await act(async () => mounted.walletDisconnected());
    expect(mounted.storage.latest).toBeNull();
    cleanup();

    const none = await disconnectedWith(null);
    none.storage.latest = 'metaMask';
    await act(async () => none.walletConnected());
    await act(async () => none.walletDisconnected());
    expect(none.storage.latest).toBe('metaMask');
  });

  it('the render-props form gets ready, loading, mounted, error and the wallet, and draws what it likes', async () => {
    const scene = await disconnectedWith(
      <WalletButton.Custom wallet="metaMask">
        {({ ready, loading, mounted, error, connector, connect }) => (
          <button type="button" disabled={!ready} onClick={connect} data-loading={loading} data-error={error}>
            {mounted ? `Go ${connector.name}` : 'server'}
          </button>
        )}
      </WalletButton.Custom>,
    );
    const button = screen.getByRole('button', { name: 'Go MetaMask' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(button).toHaveAttribute('data-loading', 'true');
    await act(async () => scene.connect.reject(new Error('User rejected the request.')));
    expect(button).toHaveAttribute('data-loading', 'false');
    expect(button).toHaveAttribute('data-error', 'true');
    // Connected (and signed in): no longer ready.
    await act(async () => {
      scene.connection().send({ type: 'session.authenticated' });
      scene.walletConnected();
    });
    expect(button).toBeDisabled();
  });
});
