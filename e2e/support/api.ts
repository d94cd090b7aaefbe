import { expect, type Page } from '@playwright/test';
import { encodeFunctionData, type Hex } from 'viem';
import { dgridPaymentsAbi } from '../../src/domain/payments-contract-abi';
import type { TestWallet } from '../fixtures/test-wallet';
import { storedLoginToken } from './app';
import { e2eEnv } from './e2e-env';

const tokens = (whole: number) => (BigInt(whole) * 10n ** 18n).toString();

/** Calls the API as the signed-in person of `page` (their stored token), outside the browser. */
async function callAsPerson<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const stored = await storedLoginToken(page);
  if (!stored) throw new Error('nobody is signed in on this page');
  const { token } = JSON.parse(stored) as { token: string };
  const response = await fetch(`${e2eEnv().webUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; data: T; error?: string };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${response.status} ${json.error ?? ''}`);
  return json.data;
}

export interface PlacedOrder {
  orderId: string;
  value: string;
  payTo: Hex;
  reference: Hex;
}

/** The data of `pay(reference)` on the payment contract (the order's payTo): how an order is paid. */
export const payData = (order: PlacedOrder): Hex =>
  encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [order.reference] });

/** Places an order of `wholeTokens` through the API as the signed-in person of `page`, without paying it. */
export function placeOrder(page: Page, wholeTokens: number): Promise<PlacedOrder> {
  return callAsPerson<PlacedOrder>(page, 'POST', '/purchase', { amount: tokens(wholeTokens) });
}

/** The payments the server has recorded toward `order`, with their outcome, as its owner's history lists them. */
export async function recordedPayments(page: Page, order: PlacedOrder) {
  const history = await callAsPerson<{
    items: { orderId: string; status: string; payments: { txHash: Hex; outcome: string }[] }[];
  }>(page, 'GET', '/me/purchase/history?page=1&size=20');
  const item = history.items.find((candidate) => candidate.orderId === order.orderId);
  return { status: item?.status, outcomes: item?.payments.map((payment) => payment.outcome) ?? [] };
}

/**
 * Sets the scene for journeys that start after a purchase: an order through the API and its payment from the
 * person's wallet, then waits until the chain watcher has credited it. The purchase journey does this in the UI.
 */
export async function buyOutsideTheUi(page: Page, wallet: TestWallet, wholeTokens: number) {
  const order = await placeOrder(page, wholeTokens);
  await wallet.sendFromWallet({ to: order.payTo, value: BigInt(order.value), data: payData(order) });
  await expect
    .poll(async () => (await recordedPayments(page, order)).status, {
      message: `order ${order.orderId} credited by the watcher`,
    })
    .toBe('paid');
  return order;
}
