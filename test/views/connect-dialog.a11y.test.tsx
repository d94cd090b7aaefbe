import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_URI_DELAY_MS } from '@/machines/connect-attempt/connect-attempt.machine';
import { connectDialogScene } from './support/connect-dialog-harness';
import { productInput } from './support/connect-wallet-fixtures';

const click = async (element: HTMLElement) => {
  act(() => {
    fireEvent.click(element);
  });
  await flush();
};
const option = (name: string) => screen.getByRole('button', { name });

describe('connect dialog: names, keyboard, announcements, particles, languages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the wallets as named buttons in their groups, recent ones first, Installed on top', async () => {
    await renderView(connectDialogScene(productInput()));
    await flush();
    const list = screen.getByRole('region', { name: 'Available wallets' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Installed', 'Recommended']);
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Rabby Wallet',
      'MetaMask, Recent',
      'Rainbow, Recent',
      'OKX Wallet',
      'Bitget Wallet',
      'TokenPocket (unsupported)',
      'WalletConnect',
    ]);
    expect(option('MetaMask, Recent')).toHaveAccessibleName('MetaMask, Recent');
    const icon = within(option('OKX Wallet')).getByRole('img', { name: 'OKX Wallet' });
    expect(icon).toHaveAttribute('width', '28');
    expect(icon).toHaveAttribute('height', '28');
    // An icon that could not be loaded leaves the wallet's initial on its background.
    expect(within(option('WalletConnect')).getByRole('img', { name: 'WalletConnect' })).toHaveTextContent(
      'W',
    );
  });

  it('moves between the options with the arrow keys, Home and End', async () => {
    await renderView(connectDialogScene(productInput()));
    await flush();
    const list = screen.getByRole('region', { name: 'Available wallets' });
    option('Rabby Wallet').focus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(option('MetaMask, Recent')).toHaveFocus();
    fireEvent.keyDown(list, { key: 'End' });
    expect(option('WalletConnect')).toHaveFocus();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(option('WalletConnect')).toHaveFocus();
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(option('TokenPocket (unsupported)')).toHaveFocus();
    fireEvent.keyDown(list, { key: 'Home' });
    expect(option('Rabby Wallet')).toHaveFocus();
  });

  it('announces the connection status politely and keeps focus on the chosen row', async () => {
    const harness = await renderView(connectDialogScene(productInput()));
    await flush();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await click(option('Rabby Wallet'));
    expect(option('Rabby Wallet')).toHaveAttribute('aria-disabled', 'true');
    harness.qr.resolve(null);
    await flush();
    act(() => {
      vi.advanceTimersByTime(NO_URI_DELAY_MS);
    });
    await flush();
    expect(status).toHaveTextContent('Opening Rabby Wallet…');
    harness.connect.reject(new Error('Connector not found'));
    await flush();
    expect(status).toHaveTextContent('The connection did not go through.');
    await click(screen.getByRole('button', { name: 'Retry' }));
    expect(status).toHaveTextContent('Opening Rabby Wallet…');
    expect(harness.connectCalls()).toEqual(['io.rabby', 'io.rabby']);
  });

  it('bursts at most 35 particles of the chosen icon, and none under reduced motion', async () => {
    await renderView(connectDialogScene(productInput()));
    await flush();
    for (const name of ['Rabby Wallet', 'OKX Wallet', 'Bitget Wallet', 'Rainbow, Recent'])
      await click(option(name));
    const particles = screen.getByTestId('wallet-particles');
    expect(particles).toHaveAttribute('aria-hidden', 'true');
    expect(particles.children).toHaveLength(35);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByTestId('wallet-particles')).toBeNull();
    cleanup();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    await renderView(connectDialogScene(productInput()));
    await flush();
    await click(option('OKX Wallet'));
    expect(screen.queryByTestId('wallet-particles')).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    const harness = await renderView(connectDialogScene(productInput()));
    await flush();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(harness.closes).toHaveLength(2);
  });

  it('lays out right to left in Arabic, with Arabic text', async () => {
    vi.useRealTimers();
    await renderView(connectDialogScene(productInput(), { locale: 'ar' }));
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('lang', 'ar');
    expect(dialog.textContent).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('connect dialog on a phone (mobile layout)', () => {
  afterEach(() => cleanup());

  it('shows a row of the wallets that can connect, then at most 3 apps to get', async () => {
    const harness = await renderView(connectDialogScene({ ...productInput(390), layout: 'mobile' }));
    await flush();
    const row = screen.getByRole('list', { name: 'Available wallets' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['MetaMask, Recent', 'Rainbow, Recent', 'OKX Wallet', 'Bitget Wallet', 'WalletConnect']);
    await click(screen.getByRole('button', { name: 'Get a wallet' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Get a wallet');
    const links = screen.getAllByRole('link', { name: /^Get/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://okx.example/app',
      'https://bitget.example/app',
      'https://tp.example/app',
    ]);
    await click(screen.getByRole('button', { name: 'Back' }));
    await click(screen.getByRole('button', { name: 'Bitget Wallet' }));
    expect(harness.connectCalls()).toEqual(['bitget']);
  });
});
