import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { walletScene } from '@test/views/support/render-wallet';
import { chains } from '@test/views/support/wallet-fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionGroups } from '@/machines/transaction-store/transaction-store.machine';
import type { WalletAccountView } from '../wallet-view-data';

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const hash = (digit: string) => `0x${digit.repeat(64)}`;

/** Opens the account modal of a signed-in wallet on BSC Testnet, with the given account data and stored list. */
async function openAccount(account: Partial<WalletAccountView> = {}, stored: TransactionGroups = {}) {
  const view = await renderView(
    walletScene({
      connectionInput: { supportedChainIds: [97], auth: 'authenticated' },
      viewData: { account },
      transactionStoreInput: { stored },
    }),
  );
  await flush(() => view.actor('connection').send({ type: 'wallet.connected', address, chainId: 97 }));
  await flush(() =>
    view.actor('transactionStore').send({ type: 'wallet.accountChanged', address, chainId: 97 }),
  );
  await flush(() =>
    fireEvent.click(view.header().getByRole('button', { description: /^Account details for/ })),
  );
  return within(screen.getByRole('dialog', { name: 'Your account' }));
}

describe('AccountDialog', () => {
  it('shows the shortened address (first 4, ellipsis, last 4) when the account has no name', async () => {
    const dialog = await openAccount({ displayName: null });
    expect(dialog.getByText('0xd8…6045')).toHaveAttribute('title', address);
  });

  it('shows a name whose label has 24 characters or fewer whole', async () => {
    const short = await openAccount({ displayName: 'abcdefghijklmnopqrstuvwx.eth' });
    expect(short.getByText('abcdefghijklmnopqrstuvwx.eth')).toBeVisible();
  });

  it('cuts a longer name at 24 characters and drops its domain', async () => {
    const dialog = await openAccount({ displayName: 'averyveryveryverylongname12345.eth' });
    expect(dialog.getByText('averyveryveryverylongnam...')).toBeVisible();
  });

  it.each([
    ['123456789', 18, '0'],
    ['123456700000000000', 18, '0.123'],
    ['999900000000000000', 18, '0.999'],
    ['1000000000000000000', 18, '1'],
    ['99999000000000000000', 18, '99.99'],
    ['1234567000000000000000', 18, '1,234.5'],
    ['12345600000000000000000', 18, '12.3k'],
    ['1234567000000000000000000', 18, '1.2m'],
    ['2500000000000000000000000000', 18, '2.5b'],
    ['1234500', 6, '1.23'],
  ])(
    'formats a balance of %s base units (%i decimals) as %s BNB, truncating',
    async (units, decimals, shown) => {
      const dialog = await openAccount({ balance: { units, decimals, symbol: 'BNB' } });
      expect(dialog.getByTestId('account-balance')).toHaveTextContent(`${shown} BNB`);
    },
  );

  it('shows the network the wallet is on, by name and with its icon', async () => {
    const dialog = await openAccount();
    const line = dialog.getByTestId('account-chain');
    expect(line).toHaveTextContent('BSC Testnet');
    expect(line.querySelector('img')).toHaveAttribute('src', chains.bscTestnet.iconUrl);
  });

  it('leaves the balance line out while the balance is unknown', async () => {
    const unknown = await openAccount({ balance: null });
    expect(unknown.queryByTestId('account-balance')).toBeNull();
  });

  it('leaves out a malformed balance instead of failing', async () => {
    const malformed = await openAccount({ balance: { units: '1.5e18', decimals: 18, symbol: 'BNB' } });
    expect(malformed.queryByTestId('account-balance')).toBeNull();
  });

  it('draws the emoji avatar the address hashes to when the account has no image, in either case', async () => {
    const dialog = await openAccount({ avatarUrl: null });
    const avatar = dialog.getByRole('img', { name: 'Avatar of 0xd8…6045' });
    expect(avatar).toHaveTextContent('🐲');
    expect(avatar).toHaveStyle({ background: '#A8CE63' });
    expect(avatar).toHaveAttribute('data-shows', 'emoji');
  });

  it("shows the name's avatar image when there is one, and the emoji again if it fails to load", async () => {
    const dialog = await openAccount({ avatarUrl: 'https://example.test/avatar.png' });
    const avatar = dialog.getByRole('img', { name: /^Avatar of/ });
    expect(avatar).toHaveAttribute('data-shows', 'image');
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar).toHaveAttribute('data-shows', 'emoji');
  });

  it('lists the 3 most recent transactions, newest first, each with its status and explorer link', async () => {
    const stored: TransactionGroups = {
      [address.toLowerCase()]: {
        '97': [
          { hash: hash('d'), description: 'Buy 2,000 DGAI', status: 'pending' },
          { hash: hash('c'), description: 'Buy 500 DGAI', status: 'failed' },
          { hash: hash('b'), description: 'Buy 1,000 DGAI', status: 'confirmed' },
          { hash: hash('a'), description: 'Oldest', status: 'confirmed' },
        ],
      },
    };
    const dialog = await openAccount({}, stored);
    const rows = within(dialog.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Buy 2,000 DGAIPending/),
      expect.stringMatching(/^Buy 500 DGAIFailed/),
      expect.stringMatching(/^Buy 1,000 DGAIConfirmed/),
    ]);
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'failed', 'confirmed']);
    const link = within(rows[1] as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${hash('c')}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/See this transaction on the block explorer/);
  });

  it('clears the list with Clear all', async () => {
    const stored: TransactionGroups = {
      [address.toLowerCase()]: {
        '97': [{ hash: hash('e'), description: 'Buy 10 DGAI', status: 'confirmed' }],
      },
    };
    const dialog = await openAccount({}, stored);
    await flush(() => fireEvent.click(dialog.getByRole('button', { name: 'Clear all' })));
    expect(dialog.queryByRole('list')).toBeNull();
    expect(dialog.getByText('Your DGrid transactions will show up here')).toBeVisible();
  });

  it('says where transactions will appear when there are none', async () => {
    const dialog = await openAccount();
    expect(dialog.getByText('Your DGrid transactions will show up here')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it("links to the explorer's page of the address, in a new tab", async () => {
    const dialog = await openAccount();
    const link = dialog.getByRole('link', { name: /See more on the block explorer/ });
    expect(link).toHaveAttribute('href', `https://testnet.bscscan.com/address/${address}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
