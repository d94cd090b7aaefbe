import { tokens } from '@test/support/app-fixtures';
import { flush } from '@test/support/flush';
import {
  noPurchases,
  paymentHash,
  purchaseOrder,
  ready,
  startControllablePurchase,
  tokenInfoView,
} from '@test/support/purchase-fixtures';
import { renderView } from '@test/support/render-view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Loadable, PagedSource } from '@/ui/kit/loadable';
import type { PurchaseRow, TokenInfoView } from './purchase-data';
import { PurchaseScreen } from './purchase-screen';

async function renderPurchase(
  options: {
    info?: Loadable<TokenInfoView>;
    history?: PagedSource<PurchaseRow>;
    language?: 'en' | 'zh';
  } = {},
) {
  const fakes = startControllablePurchase();
  const view = await renderView(
    <PurchaseScreen
      actorRef={fakes.actor}
      info={options.info ?? ready(tokenInfoView)}
      history={options.history ?? noPurchases}
      clock={() => Date.parse('2030-01-01T00:00:00.000Z')}
      transactionUrl={(hash) => `https://testnet.bscscan.com/tx/${hash}`}
    />,
    { language: options.language ?? 'en' },
  );
  return { ...fakes, view };
}

const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Amount to buy|购买数量/ }), { target: { value } });

describe('purchase screen: token info', () => {
  it('shows price, sold, supply and holders from base units, exactly', async () => {
    await renderPurchase();
    expect(screen.getByRole('region', { name: 'Price per DGAI' })).toHaveTextContent('0.0001BNB');
    expect(screen.getByRole('region', { name: 'Sold' })).toHaveTextContent('1,234,500');
    expect(screen.getByRole('region', { name: 'Total supply' })).toHaveTextContent('100,000,000');
    expect(screen.getByRole('region', { name: 'Holders' })).toHaveTextContent('3,842');
  });

  it('holds the figures with skeletons while loading, and the cost waits for the price', async () => {
    await renderPurchase({ info: { status: 'loading' } });
    expect(screen.getByRole('region', { name: 'DGAI at a glance' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('region', { name: 'Price per DGAI' })).not.toHaveTextContent('BNB');
    expect(within(screen.getByTestId('purchase-cost')).getByTestId('skeleton')).toBeInTheDocument();
  });

  it('says the figures could not be loaded and retries on request', async () => {
    const retry = vi.fn();
    await renderPurchase({ info: { status: 'error', error: 'network', retry, retrying: false } });
    expect(screen.getByText(/The server could not be reached/).closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByTestId('purchase-cost')).toHaveTextContent('Price not available');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('purchase screen: amount and cost', () => {
  it.each([
    ['0', 'Buy at least 1 DGAI.'],
    ['1.5', 'Only whole tokens can be bought: remove the decimals.'],
    ['1,000,001', 'Buy at most 1,000,000 DGAI in one order.'],
    ['abc', 'Enter a number, using digits only.'],
  ])('refuses %j with a message tied to the field', async (value, message) => {
    await renderPurchase();
    type(value);
    const input = screen.getByRole('textbox', { name: 'Amount to buy' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByTestId('purchase-cost')).toHaveTextContent('—');
  });

  it('asks for an amount only once the user presses Buy', async () => {
    await renderPurchase();
    expect(screen.queryByText('Enter how many DGAI to buy.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    expect(screen.getByText('Enter how many DGAI to buy.')).toBeInTheDocument();
  });

  it('computes the cost exactly, digit for digit, for any price', async () => {
    await renderPurchase({ info: ready({ ...tokenInfoView, price: '123456789012345678' }) });
    type('1,000,000');
    // 1,000,000 × 0.123456789012345678 = 123,456.789012345678: a float would lose the last digits.
    expect(screen.getByTestId('purchase-cost')).toHaveTextContent('123,456.789012345678BNB');
    type('7');
    expect(screen.getByTestId('purchase-cost')).toHaveTextContent('0.864197523086419746BNB');
  });
});

describe('purchase screen: the payment in place', () => {
  it('walks through order, wallet, pending (linked), confirmed, server, paid', async () => {
    const { actor, order, payment, receipt, record } = await renderPurchase();
    type('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    const current = () => screen.getByRole('listitem', { current: 'step' });
    expect(current()).toHaveTextContent('Create the order');
    expect(order.last().input).toEqual({ amount: purchaseOrder.amount });
    await act(async () => order.resolve(purchaseOrder));
    expect(current()).toHaveTextContent('Confirm in your wallet (in progress)');
    expect(current()).toHaveTextContent('Check your wallet: it asks you to send 0.1 BNB.');
    expect(payment.last().input).toEqual({
      contract: purchaseOrder.payTo,
      reference: purchaseOrder.reference,
      value: purchaseOrder.value,
      chainId: purchaseOrder.chainId,
    });
    await act(async () => payment.resolve({ hash: paymentHash }));
    expect(
      within(current()).getByRole('link', { name: `View transaction ${paymentHash} on the block explorer` }),
    ).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${paymentHash}`);
    await act(async () => receipt.resolve({ status: 'confirmed' }));
    expect(screen.getByText('Confirmed on chain').closest('li')).toHaveClass('is-done');
    expect(current()).toHaveTextContent('Recorded by DGrid');
    await act(async () => record.resolve({ status: 'paid', checkedAt: Date.parse(purchaseOrder.expiresAt) }));
    expect(screen.getByText('Done: 1,000 DGAI are yours.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy more' }));
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toHaveValue('');
  });

  it('returns quietly to the form when the wallet prompt is rejected', async () => {
    const { payment, order } = await renderPurchase();
    type('25');
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    await act(async () => order.resolve(purchaseOrder));
    await act(async () => payment.reject({ code: 'user_rejected' }));
    await flush();
    expect(screen.queryByText('The payment did not go through')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: 'Amount to buy' })).toHaveFocus();
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });

  it('says a reverted transaction failed and pays the same order again on Try again', async () => {
    const { payment, order, receipt } = await renderPurchase();
    type('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    await act(async () => order.resolve(purchaseOrder));
    await act(async () => payment.resolve({ hash: paymentHash }));
    await act(async () => receipt.resolve({ status: 'failed', reason: 'reverted' }));
    await flush();
    expect(screen.getByText(/The transaction failed on chain\. Nothing was bought/)).toBeInTheDocument();
    expect(screen.getByText('Transaction pending').closest('li')).toHaveClass('is-failed');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    await flush();
    expect(order.calls).toHaveLength(1);
    expect(payment.calls).toHaveLength(2);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Confirm in your wallet');
  });

  it('explains a wallet without funds in the native coin', async () => {
    const { payment, order } = await renderPurchase();
    type('1000');
    fireEvent.click(screen.getByRole('button', { name: 'Buy DGAI' }));
    await act(async () => order.resolve(purchaseOrder));
    await act(async () => payment.reject({ code: 'insufficient_funds' }));
    await flush();
    expect(
      screen.getByText(/does not have enough BNB to pay the amount and the network fee/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('The payment did not go through')).toBeNull();
  });
});

describe('purchase screen: orders', () => {
  const rows: PurchaseRow[] = [
    {
      orderId: '12',
      amount: tokens(250),
      value: '25000000000000000',
      status: 'paid',
      txHash: paymentHash,
      createdAt: '2025-11-18T14:40:00Z',
      paidAt: '2025-11-18T14:41:02Z',
      received: '25000000000000000',
      payments: [],
      payment: null,
    },
    {
      orderId: '11',
      amount: tokens(5),
      value: '500000000000000',
      status: 'awaiting_payment',
      txHash: null,
      createdAt: '2025-11-18T14:00:00Z',
      paidAt: null,
      received: '0',
      payments: [],
      payment: null,
    },
  ];

  it('shows a paid order with its amount, cost, transaction and dates, and pages on request', async () => {
    const onPageChange = vi.fn();
    await renderPurchase({
      history: { ...noPurchases, data: ready({ items: rows, page: 1, size: 10, total: 12 }), onPageChange },
    });
    const table = screen.getByRole('table', { name: 'Your orders' });
    const paidRow = within(table).getByRole('row', { name: /#12/ });
    expect(paidRow).toHaveTextContent('250DGAI');
    expect(paidRow).toHaveTextContent('0.025BNB');
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(within(paidRow).getByRole('link')).toHaveAttribute(
      'href',
      `https://testnet.bscscan.com/tx/${paymentHash}`,
    );
    expect(within(table).getByRole('row', { name: /#11/ })).toHaveTextContent('Awaiting payment');
    expect(within(table).getByRole('row', { name: /#11/ })).toHaveTextContent('Not yet');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says there are no orders yet', async () => {
    await renderPurchase();
    expect(screen.getByText('No orders yet')).toBeInTheDocument();
  });
});

describe('purchase screen in Chinese', () => {
  it('renders the title, figures, messages and steps in Chinese', async () => {
    const { order } = await renderPurchase({ language: 'zh' });
    expect(screen.getByRole('heading', { level: 1, name: '购买 DGAI' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '每个 DGAI 的价格' })).toHaveTextContent('0.0001BNB');
    type('1.5');
    expect(screen.getByText('只能购买整数个代币，请去掉小数部分。')).toBeInTheDocument();
    type('1000');
    fireEvent.click(screen.getByRole('button', { name: '购买 DGAI' }));
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('创建订单');
    await act(async () => order.resolve(purchaseOrder));
    expect(
      screen.getByText(`订单 #${purchaseOrder.orderId}：1,000 DGAI，需支付 0.1 BNB`),
    ).toBeInTheDocument();
  });
});
