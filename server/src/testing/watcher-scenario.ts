import { createPublicClient, createWalletClient, encodeFunctionData, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import type { StartWatcherOptions } from '../chain/watcher';
import { devAccount } from '../devnet/dev-accounts';
import { paymentId } from '../ops/unmatched-payments';
import type { Harness } from './harness';
import type { RpcCall } from './rpc-proxy';

export type Order = { orderId: string; value: string; reference: Hex; payTo: Hex; expiresAt: string };

export async function placeOrder(h: Harness, token: string, tokens: bigint): Promise<Order> {
  const res = await h.request('POST', '/api/v1/purchase', {
    token,
    body: { amount: (tokens * 10n ** 18n).toString() },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Every order's status as the purchase history shows it, by order id. */
async function statuses(h: Harness, token: string): Promise<Record<string, string>> {
  const res = await h.request('GET', '/api/v1/me/purchase/history?size=100', { token });
  return Object.fromEntries(
    res.body.data.items.map((item: { orderId: string; status: string }) => [item.orderId, item.status]),
  );
}

/**
 * What the watcher recorded for each payment it judged, by payment as the operator names it: the transaction
 * hash, with `#n` for its `Paid` event n after the first.
 */
export async function outcomes(h: Harness): Promise<Record<string, string>> {
  const { rows } = await h.db.query<{ tx_hash: string; payment_index: number; outcome: string }>(
    'SELECT tx_hash, payment_index, outcome FROM chain_payment_observations',
  );
  return Object.fromEntries(
    rows.map((row) => [paymentId({ txHash: row.tx_hash, paymentIndex: row.payment_index }), row.outcome]),
  );
}

/**
 * Records each order's statuses over time, so a test can show that none changed twice (awaiting payment,
 * then paid, and never back).
 */
export function statusHistory(h: Harness, token: string) {
  const seen = new Map<string, string[]>();
  return {
    async record() {
      for (const [orderId, status] of Object.entries(await statuses(h, token))) {
        const history = seen.get(orderId) ?? [];
        if (history.at(-1) !== status) history.push(status);
        seen.set(orderId, history);
      }
    },
    changes: () => Object.fromEntries(seen),
  };
}

/** The blocks `fromBlock`..`toBlock` of an eth_getLogs call, or undefined for any other call. */
export function logRange(call: RpcCall): [bigint, bigint] | undefined {
  if (call.method !== 'eth_getLogs') return undefined;
  const [filter] = call.params as [{ fromBlock?: string; toBlock?: string }];
  if (!filter?.fromBlock?.startsWith('0x') || !filter.toBlock?.startsWith('0x')) return undefined;
  return [BigInt(filter.fromBlock), BigInt(filter.toBlock)];
}

/** Every block the node answered eth_getLogs for, in call order, from the `since`-th call on. */
export function blocksAskedForLogs(calls: readonly RpcCall[], since = 0): bigint[] {
  return calls.slice(since).flatMap((call) => {
    const range = logRange(call);
    if (!range) return [];
    return Array.from({ length: Number(range[1] - range[0] + 1n) }, (_, i) => range[0] + BigInt(i));
  });
}

/** Blocks whose logs the node was asked for again (in `since`-th call on) after an earlier answer. */
export function rereadBlocks(calls: readonly RpcCall[], since = 0): bigint[] {
  const before = new Set(blocksAskedForLogs(calls.slice(0, since)));
  const again: bigint[] = [];
  for (const block of blocksAskedForLogs(calls, since)) {
    if (before.has(block)) again.push(block);
    before.add(block);
  }
  return again;
}

/**
 * A dev account's payment (`pay(reference)` on the order's payTo) signed but not sent: the raw transaction `anvil_reorg` can put in a replacement
 * block (the same hash as when it was first mined, like a transaction a real reorganisation re-includes).
 */
export async function signPayment(rpcUrl: string, index: number, order: Order, nonce?: number): Promise<Hex> {
  const account = privateKeyToAccount(devAccount(index).privateKey);
  const wallet = createWalletClient({ account, transport: http(rpcUrl) });
  const request = await wallet.prepareTransactionRequest({
    to: order.payTo,
    value: BigInt(order.value),
    data: encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [order.reference] }),
    gas: 100_000n,
    chain: null,
    ...(nonce === undefined ? {} : { nonce }),
  });
  return wallet.signTransaction(request as Parameters<typeof wallet.signTransaction>[0]);
}

/** Sends a signed transaction and waits for its block (automine on). */
export async function sendRawMined(rpcUrl: string, raw: Hex): Promise<Hex> {
  const client = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  const hash = await client.sendRawTransaction({ serializedTransaction: raw });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 25 });
  return hash;
}

/** anvil_reorg: replaces the last `depth` blocks, putting each raw transaction in the block at its offset. */
export async function reorg(rpcUrl: string, depth: number, include: [Hex, number][] = []): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_reorg', params: [depth, include] }),
  });
  const body = (await response.json()) as { error?: { message: string } };
  if (body.error) throw new Error(`anvil_reorg: ${body.error.message}`);
}

/**
 * What every watcher test starts a watcher with: the harness's database, contract, rules and clock, the local
 * chain's id, one confirmation, a poll slow enough that passes run only when a test asks (`scanNow`).
 */
export function testWatcherOptions(h: Harness, rpcUrl: string): StartWatcherOptions {
  return {
    db: h.db,
    rpcUrl,
    chainId: 31337,
    paymentsContract: h.config.paymentsContract,
    confirmations: 1,
    pollMs: 60_000,
    databaseUrl: process.env.DATABASE_URL_TEST,
    rules: h.config.ledger,
    now: () => new Date(h.clock.now),
    log: () => {},
  };
}
