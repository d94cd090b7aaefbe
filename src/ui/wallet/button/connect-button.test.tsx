import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { walletScene } from '@test/views/support/render-wallet';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '@/machines/connection/connection.machine';
import type { WalletAccountView } from '../wallet-view-data';

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

async function renderButton(
  options: { auth?: AuthStatus; chainId?: number | null; account?: Partial<WalletAccountView> } = {},
) {
  const view = await renderView(
    walletScene({
      connectionInput: { supportedChainIds: [97], auth: options.auth ?? 'authenticated' },
      viewData: { account: options.account ?? {} },
    }),
  );
  const { chainId = 97 } = options;
  if (chainId === null) await flush(() => view.actor('connection').send({ type: 'wallet.disconnected' }));
  else await flush(() => view.actor('connection').send({ type: 'wallet.connected', address, chainId }));
  return view;
}

describe('ConnectButton', () => {
  it('says Loading, and offers nothing to press, until the wallet and the session are known', async () => {
    const view = await renderView(walletScene({ connectionInput: { supportedChainIds: [97] } }));
    expect(view.header().getByRole('status', { name: 'Loading' })).toBeVisible();
    expect(view.header().queryByRole('button')).toBeNull();
  });

  it('reads Connect Wallet when disconnected and opens the connect modal', async () => {
    const view = await renderButton({ chainId: null });
    const button = view.header().getByRole('button', { name: 'Connect Wallet' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await flush(() => fireEvent.click(button));
    expect(view.actor('connection').getSnapshot().hasTag('connectModalOpen')).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Sign in when the wallet is connected but the session is not, and opens the sign-in modal', async () => {
    const view = await renderButton({ auth: 'unauthenticated' });
    await flush(() => fireEvent.click(view.header().getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('dialog', { name: 'Verify your account' })).toBeVisible();
  });

  it('reads Wrong network on a chain the app does not support and opens the network modal with its warning', async () => {
    const view = await renderButton({ chainId: 1 });
    expect(view.header().queryByRole('button', { description: /^Account details/ })).toBeNull();
    await flush(() => fireEvent.click(view.header().getByRole('button', { name: 'Wrong network' })));
    const dialog = within(screen.getByRole('dialog', { name: 'Switch networks' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/This network is not supported/);
    expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('shows the chain and the account chip (balance, avatar, short address) when connected', async () => {
    const view = await renderButton();
    const chain = view.header().getByRole('button', { name: 'Network: BSC Testnet. Choose another network' });
    expect(chain).toHaveTextContent('BSC Testnet');
    // Named by what it shows (WCAG 2.5.3: the visible text is the name), described by what it opens.
    const account = view.header().getByRole('button', { name: '1.23 BNB 0xd8…6045' });
    expect(account).toHaveAccessibleDescription('Account details for 0xd8…6045');
    expect(account.querySelector('[data-shows="emoji"]')).toHaveTextContent('🐲');
    await flush(() => fireEvent.click(account));
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBeVisible();
  });

  it("shows the account's name instead of its address when it has one", async () => {
    const view = await renderButton({ account: { displayName: 'vitalik.eth' } });
    expect(
      view.header().getByRole('button', { description: 'Account details for vitalik.eth' }),
    ).toBeVisible();
  });

  it('says when transactions are in progress', async () => {
    const view = await renderButton();
    await flush(() =>
      view.actor('transactionStore').send({ type: 'wallet.accountChanged', address, chainId: 97 }),
    );
    await flush(() =>
      view.actor('transactionStore').send({
        type: 'wallet.transactionSent',
        hash: `0x${'1'.repeat(64)}`,
        description: 'Buy 1,000 DGAI',
      }),
    );
    expect(
      view
        .header()
        .getByRole('button', { description: 'Account details for 0xd8…6045. Transactions in progress' }),
    ).toBeVisible();
  });

  it('lays itself out right to left in Arabic', async () => {
    const view = await renderView(
      walletScene({
        connectionInput: { supportedChainIds: [97], auth: 'authenticated' },
        locale: 'ar',
      }),
    );
    await act(() => view.i18n.changeLanguage('ar'));
    await flush(() => view.actor('connection').send({ type: 'wallet.disconnected' }));
    const button = view.header().getByRole('button', { name: 'ربط المحفظة' });
    expect(button.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('ConnectCta', () => {
  it('opens the connect modal when disconnected, and the sign-in modal when only the session is missing', async () => {
    const disconnected = await renderButton({ chainId: null });
    await flush(() => fireEvent.click(disconnected.main().getByRole('button', { name: 'Connect Wallet' })));
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
    disconnected.unmount();

    const signedOut = await renderButton({ auth: 'unauthenticated' });
    await flush(() => fireEvent.click(signedOut.main().getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('dialog', { name: 'Verify your account' })).toBeVisible();
  });

  it('is not shown once signed in', async () => {
    const view = await renderButton();
    expect(view.main().queryByRole('button')).toBeNull();
  });
});
