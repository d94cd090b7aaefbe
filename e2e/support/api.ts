import { expect, type Page } from '@playwright/test';
import type { Hex } from 'viem';
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

/**
 * Sets the scene for journeys that start after a purchase: an order through the API and its payment from the
 * person's wallet, then waits until the chain watcher has credited it. The purchase journey does this in the UI.
 */
export async function buyOutsideTheUi(page: Page, wallet: TestWallet, wholeTokens: number) {
  const order = await callAsPerson<{ orderId: string; value: string; payTo: Hex; reference: Hex }>(
    page,
    'POST',
    '/purchase',
    { amount: tokens(wholeTokens) },
  );
  await wallet.sendFromWallet({ to: order.payTo, value: BigInt(order.value), data: order.reference });
  const paid = async () => {
    const history = await callAsPerson<{ items: { orderId: string; status: string }[] }>(
      page,
      'GET',
      '/me/purchase/history?page=1&size=20',
    );
    return history.items.find((item) => item.orderId === order.orderId)?.status;
  };
  await expect.poll(paid, { message: `order ${order.orderId} credited by the watcher` }).toBe('paid');
  return order;
}
