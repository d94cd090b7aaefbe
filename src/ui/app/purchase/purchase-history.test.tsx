import { tokens } from '@test/support/app-fixtures';
import {
  noPurchases,
  purchaseOrder,
  ready,
  startControllablePurchase,
  tokenInfoView,
} from '@test/support/purchase-fixtures';
import { renderView } from '@test/support/render-view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPayment, PurchaseRow } from './purchase-data';
import { PurchaseScreen } from './purchase-screen';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const BNB = (milli: number) => (BigInt(milli) * 10n ** 15n).toString();
const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const stranger = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const terms = { payTo: purchaseOrder.payTo, chainId: 97, reference: purchaseOrder.reference };

const order = (orderId: string, fields: Partial<PurchaseRow>): PurchaseRow => ({
  orderId,
  amount: tokens(1000),
  value: BNB(100),
  status: 'awaiting_payment',
  txHash: null,
  createdAt: '2029-12-31T23:50:00Z',
  paidAt: null,
  received: '0',
  payments: [],
  payment: { ...terms, expiresAt: '2030-01-01T00:20:00.000Z' },
  ...fields,
});
const paid = (n: number, milli: number, refund: OrderPayment['refund'] = null): OrderPayment => ({
  txHash: hash(n),
  from: buyer,
  value: BNB(milli),
  minedAt: '2029-12-31T23:55:00Z',
  outcome: 'counted',
  refund,
});
const awaiting = (milli: number) => ({ amount: BNB(milli), status: 'awaiting' as const, txHash: null });

/** One order in each state a payment can leave it in. */
const rows: PurchaseRow[] = [
  order('60', { received: BNB(40), payments: [paid(1, 40)] }),
  order('59', {
    status: 'paid',
    txHash: hash(2),
    paidAt: '2029-12-31T23:56:00Z',
    received: BNB(150),
    payments: [paid(2, 150, awaiting(50))],
  }),
  order('58', { payments: [{ ...paid(3, 100, awaiting(100)), from: stranger, outcome: 'wrong_sender' }] }),
  order('57', {
    status: 'expired',
    payments: [
      { ...paid(4, 100, { amount: BNB(100), status: 'refunded', txHash: hash(99) }), outcome: 'late' },
    ],
  }),
  order('56', {
    status: 'paid',
    txHash: hash(5),
    paidAt: '2029-12-31T23:56:00Z',
    received: BNB(100),
    payments: [paid(5, 100), { ...paid(6, 100, awaiting(100)), outcome: 'duplicate' }],
  }),
  order('55', { status: 'expired', received: BNB(30), payments: [paid(7, 30, awaiting(30))] }),
  // One transaction (a smart account's batch) that paid the order with an excess, then paid it again.
  order('54', {
    status: 'paid',
    txHash: hash(8),
    paidAt: '2029-12-31T23:56:00Z',
    received: BNB(150),
    payments: [paid(8, 150, awaiting(50)), { ...paid(8, 100, awaiting(100)), outcome: 'duplicate' }],
  }),
];

async function renderHistory(language: 'en' | 'zh' = 'en') {
  const fakes = startControllablePurchase();
  await renderView(
    <PurchaseScreen
      actorRef={fakes.actor}
      info={ready(tokenInfoView)}
      history={{ ...noPurchases, data: ready({ items: rows, page: 1, size: 10, total: rows.length }) }}
      clock={() => NOW}
    />,
    { language },
  );
  const table = screen.getByRole('table', { name: language === 'en' ? 'Your orders' : '我的订单' });
  const row = (orderId: string) => within(table).getByRole('row', { name: new RegExp(`^#${orderId} `) });
  // What happened to an order's payments sits under its row, in a group named after the order.
  const notes = (orderId: string) =>
    within(table).getByRole('group', {
      name: language === 'en' ? `Payments of order #${orderId}` : `订单 #${orderId} 的付款`,
    });
  return { ...fakes, row, notes };
}

describe('purchase history: payments that did not simply pay the order', () => {
  it('shows a part-paid open order with what is left, and pays the difference from the wallet', async () => {
    const { row, notes, payment } = await renderHistory();
    expect(within(row('60')).getByText('Partly paid')).toBeInTheDocument();
    const open = notes('60');
    expect(open).toHaveTextContent(
      /0\.04 BNB of 0\.1 BNB received\. Pay the remaining 0\.06 BNB from this wallet by .+ to complete the order\./,
    );
    fireEvent.click(
      within(open).getByRole('button', { name: 'Pay the difference of 0.06 BNB for order #60' }),
    );
    await act(async () => undefined);
    expect(payment.last().input).toEqual({
      contract: purchaseOrder.payTo,
      reference: purchaseOrder.reference,
      value: BNB(60),
      chainId: 97,
    });
    // One payment at a time: the offer waits while the wallet is asked.
    expect(within(open).getByRole('button', { name: /^Pay the difference/ })).toBeDisabled();
  });

  it('says an overpaid order is paid with the excess awaiting refund', async () => {
    const { notes } = await renderHistory();
    expect(notes('59')).toHaveTextContent(
      'Overpaid by 0.05 BNB: the order is paid and the excess will be returned.',
    );
    expect(notes('59')).toHaveTextContent(/Awaiting refund\s*to 0x7099…79C8/);
  });

  it('says a payment from another address was not counted and goes back to its sender', async () => {
    const { row, notes } = await renderHistory();
    expect(notes('58')).toHaveTextContent(
      '0.1 BNB came from 0x3C44…93BC, not from the address you signed in with, so it was not counted.',
    );
    expect(notes('58')).toHaveTextContent(/Awaiting refund\s*to 0x3C44…93BC/);
    expect(within(row('58')).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it('shows a late payment refunded, with the refund transaction', async () => {
    const { notes } = await renderHistory();
    expect(notes('57')).toHaveTextContent('0.1 BNB arrived after the order expired and was not counted.');
    expect(within(notes('57')).getByText('Refunded')).toBeInTheDocument();
    expect(within(notes('57')).getByTitle(hash(99))).toBeInTheDocument();
  });

  it('shows a duplicate payment and an order that expired short as awaiting refund, with nothing to pay', async () => {
    const { notes } = await renderHistory();
    expect(notes('56')).toHaveTextContent('0.1 BNB arrived after this order was already paid.');
    expect(notes('55')).toHaveTextContent(
      'The order expired before it was fully paid: the 0.03 BNB received will be returned.',
    );
    for (const id of ['59', '58', '57', '56', '55']) {
      expect(within(notes(id)).queryByRole('button', { name: /^Pay the difference/ })).toBeNull();
    }
  });

  it('shows each of two payments one transaction made toward an order, under one hash', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { notes } = await renderHistory();
      expect(notes('54')).toHaveTextContent('Overpaid by 0.05 BNB');
      expect(notes('54')).toHaveTextContent('0.1 BNB arrived after this order was already paid.');
      expect(within(notes('54')).getAllByTitle(hash(8))).toHaveLength(2);
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    } finally {
      errors.mockRestore();
    }
  });

  it('says all of it in Chinese', async () => {
    const { row, notes } = await renderHistory('zh');
    expect(within(row('60')).getByText('部分已付')).toBeInTheDocument();
    expect(notes('60')).toHaveTextContent(
      /已收到 0\.04 BNB，订单金额 0\.1 BNB。请在 .+ 前用此钱包补付剩余的 0\.06 BNB/,
    );
    expect(within(notes('60')).getByRole('button', { name: '补付差额 0.06 BNB（订单 #60）' })).toBeEnabled();
    expect(notes('59')).toHaveTextContent('多付了 0.05 BNB');
    expect(notes('58')).toHaveTextContent(/0\.1 BNB 来自 0x3C44…93BC，不是您登录所用的地址/);
    expect(notes('58')).toHaveTextContent(/等待退款\s*退至 0x3C44…93BC/);
    expect(within(notes('57')).getByText('已退款')).toBeInTheDocument();
    expect(notes('56')).toHaveTextContent('在订单已支付后才到账');
    expect(notes('55')).toHaveTextContent('订单在付清前已过期');
  });

  it('says before any order that a smart-contract wallet pays too (issue 27), and shows a code it does not know as a plain failure', async () => {
    const { order: opening } = await renderHistory();
    expect(
      screen.getByText(/from a regular or a smart-contract wallet \(such as Safe\)/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to buy' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    // An older server's refusal reason the client no longer knows (issue 27 removed contract_wallet).
    await act(async () => opening.reject({ code: 'contract_wallet' }));
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/smart-contract wallet.+cannot pay/)).not.toBeInTheDocument();
  });
});
