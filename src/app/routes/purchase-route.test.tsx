import { me, tokens } from '@test/support/app-fixtures';
import { createFakeApiClient, type FakeHandler, pageOf } from '@test/support/fake-api-client';
import { renderView } from '@test/support/render-view';
import { signedInSession } from '@test/support/session-provider';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WalletError } from '@/api/chain/wallet-errors';
import { ApiError } from '@/api/http/api-error';
import { PurchaseRoute } from './purchase-route';

/** The route inside the app area's session, signed in with the `me` fixture's profile. */
const inSession = (node: ReactElement) => signedInSession(() => me).wrap(node);

const wallet = vi.hoisted(() => ({
  config: { wagmi: 'config' },
  send: vi.fn(),
  wait: vi.fn(),
  switchChain: vi.fn(),
}));
vi.mock('@/api/chain/wagmi-config', () => ({ getWagmiConfig: () => wallet.config }));
vi.mock('@/api/chain/pay-order', () => ({ payOrder: wallet.send }));
vi.mock('@/api/chain/wait-for-receipt', () => ({ waitForReceipt: wallet.wait }));
vi.mock('@/api/chain/switch-chain', () => ({ switchChain: wallet.switchChain }));

const HASH = `0x${'7a'.repeat(32)}`;
const PAYMENTS_CONTRACT = '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE';
const REFERENCE = `0x${'00'.repeat(31)}1f`;
const tokenInfo = {
  symbol: 'DGAI',
  name: 'DGrid AI',
  decimals: 18,
  price: { value: '100000000000000', currency: 'BNB' },
  totalSupply: tokens(100_000_000),
  sold: tokens(1_234_500),
  mined: tokens(10),
  holders: 3842,
};
const order = {
  orderId: '31',
  amount: tokens(1000),
  value: '100000000000000000',
  payTo: PAYMENTS_CONTRACT,
  chainId: 97,
  reference: REFERENCE,
  expiresAt: '2030-01-01T00:30:00.000Z',
  status: 'awaiting_payment' as const,
};
type Row = {
  orderId: string;
  amount: string;
  value: string;
  status: 'awaiting_payment' | 'paid' | 'expired';
  txHash: string | null;
  createdAt: string;
  paidAt: string | null;
};
const olderOrders: Row[] = Array.from({ length: 12 }, (_, i) => ({
  orderId: String(30 - i),
  amount: tokens(10 + i),
  value: String((10n + BigInt(i)) * 100000000000000n),
  status: 'expired',
  txHash: null,
  createdAt: new Date(Date.UTC(2025, 10, 1) - i * 86_400_000).toISOString(),
  paidAt: null,
}));

function api(overrides: Record<string, FakeHandler> = {}) {
  const rows = [...olderOrders];
  const fake = createFakeApiClient({
    'GET /public/dgai': () => tokenInfo,
    'GET /me/purchase/history': (call) => pageOf(rows, call),
    // The server's record of the order just placed (docs/api-contract.md): a 404 until it is created.
    [`GET /me/purchase/orders/${order.orderId}`]: () => {
      const row = rows.find((candidate) => candidate.orderId === order.orderId);
      if (!row) throw new ApiError({ reason: 'http', status: 404, code: 404, message: 'No such order' });
      return row;
    },
    'POST /purchase': () => {
      rows.unshift({ ...order, txHash: null, createdAt: '2025-11-21T09:12:00.000Z', paidAt: null });
      return order;
    },
    ...overrides,
  });
  const markPaid = () => {
    rows[0] = { ...(rows[0] as Row), status: 'paid', txHash: HASH, paidAt: '2025-11-21T09:13:00.000Z' };
  };
  return { ...fake, rows, markPaid };
}

async function buy(amount: string) {
  const input = await screen.findByRole('textbox', { name: 'Amount to buy' });
  fireEvent.change(input, { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
}

describe('PurchaseRoute', () => {
  it('loads the token figures and the first page of orders; Next asks for page 2', async () => {
    const fake = api();
    await renderView(inSession(<PurchaseRoute />), { api: fake.client });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Price per DGAI' })).toHaveTextContent('0.0001BNB'),
    );
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    await within(orders).findByText('1–10 of 12');
    expect(fake.callsTo('GET /me/purchase/history')[0]?.query).toEqual({ page: 1, size: 10 });
    fireEvent.click(within(orders).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(fake.callsTo('GET /me/purchase/history').at(-1)?.query).toEqual({ page: 2, size: 10 }),
    );
    await within(orders).findByText('11–12 of 12');
  });

  it('pays an order from the wallet, waits for its receipt (no wallet store here), and shows it paid once the server has', async () => {
    const fake = api();
    wallet.send.mockResolvedValueOnce({ hash: HASH, chainId: 97 });
    wallet.wait.mockImplementationOnce(async () => {
      fake.markPaid();
      return { status: 'confirmed', hash: HASH, blockNumber: '12' };
    });
    await renderView(inSession(<PurchaseRoute />), {
      api: fake.client,
    });
    await buy('1000');
    await screen.findByText('Done: 1,000 DGAI are yours.');
    expect(fake.callsTo('POST /purchase')[0]?.body).toEqual({ amount: tokens(1000) });
    expect(wallet.send).toHaveBeenCalledWith(wallet.config, {
      contract: PAYMENTS_CONTRACT,
      reference: REFERENCE,
      value: '100000000000000000',
      chainId: 97,
    });
    expect(wallet.wait).toHaveBeenCalledWith(
      wallet.config,
      expect.objectContaining({ hash: HASH, chainId: 97 }),
    );
    // The orders list was fetched again and shows the order paid; the figures were refreshed too.
    const orders = screen.getByRole('region', { name: 'Your orders' });
    await waitFor(() => expect(within(orders).getByRole('row', { name: /#31/ })).toHaveTextContent('Paid'));
    expect(fake.callsTo('GET /public/dgai').length).toBeGreaterThan(1);
  });

  it('lists the new order as soon as it is opened, while the wallet still asks to confirm', async () => {
    const fake = api();
    wallet.send.mockReturnValueOnce(new Promise(() => undefined));
    await renderView(inSession(<PurchaseRoute />), { api: fake.client });
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    await within(orders).findByText('1–10 of 12');
    await buy('1000');
    await waitFor(() => expect(wallet.send).toHaveBeenCalled());
    await within(orders).findByText('1–10 of 13');
    expect(within(orders).getByRole('row', { name: /#31/ })).toHaveTextContent('Awaiting payment');
  });

  it('explains a refused order in words and offers to try again', async () => {
    const fake = api({
      'POST /purchase': () => {
        throw new ApiError({ reason: 'http', status: 429, code: 429, message: 'Too many requests' });
      },
    });
    await renderView(inSession(<PurchaseRoute />), { api: fake.client });
    await buy('5');
    expect(await screen.findByText(/Too many requests right now\. Wait a moment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('translates a wallet error code, and a rejection returns to the form', async () => {
    const fake = api();
    wallet.send.mockRejectedValueOnce(new WalletError('insufficient_funds'));
    await renderView(inSession(<PurchaseRoute />), {
      api: fake.client,
    });
    await buy('5');
    expect(await screen.findByText(/Your wallet does not have enough BNB/)).toBeInTheDocument();
    wallet.send.mockRejectedValueOnce(new WalletError('user_rejected'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toBeEnabled());
    expect(screen.queryByText('The payment did not go through')).toBeNull();
  });

  it('on another network, Switch network asks the wallet for the order chain and the payment goes on; a declined switch can be tried again', async () => {
    const fake = api();
    wallet.send.mockClear();
    wallet.send.mockRejectedValueOnce(new WalletError('chain_mismatch'));
    wallet.switchChain.mockRejectedValueOnce(new WalletError('user_rejected'));
    await renderView(inSession(<PurchaseRoute />), { api: fake.client });
    await buy('1000');
    const box = (await screen.findByText('Your wallet is on another network')).closest('[role="alert"]');
    expect(box).toHaveTextContent(/This order is paid on .+\. Switch your wallet to it/);
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }));
    expect(await screen.findByText(/You declined the network switch in your wallet/)).toBeInTheDocument();
    expect(wallet.send).toHaveBeenCalledTimes(1);

    wallet.switchChain.mockResolvedValueOnce({ chainId: 97 });
    wallet.send.mockResolvedValueOnce({ hash: HASH, chainId: 97 });
    wallet.wait.mockImplementationOnce(async () => {
      fake.markPaid();
      return { status: 'confirmed', hash: HASH, blockNumber: '12' };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }));
    await screen.findByText('Done: 1,000 DGAI are yours.');
    expect(wallet.switchChain).toHaveBeenLastCalledWith(wallet.config, { chainId: 97 });
    // One order, paid after the switch without pressing Buy again.
    expect(fake.callsTo('POST /purchase')).toHaveLength(1);
    expect(wallet.send).toHaveBeenCalledTimes(2);
  }, 20_000); // two wallet round trips and a payment; on a shared, busy machine that can outlast the default 5 s
});
