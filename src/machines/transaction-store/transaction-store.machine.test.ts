import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  transactionMachine,
  type WaitForReceiptInput,
  type WaitForReceiptOutput,
} from '../transaction/transaction.machine';
import { type StoredTransaction, type TransactionGroups, transactionsOf } from './transaction-list';
import {
  currentTransactions,
  hasPendingTransactions,
  recentTransactions,
  type SaveTransactionsParams,
  transactionStoreMachine,
} from './transaction-store.machine';
import { addRecentTransaction, clearRecentTransactions } from './transaction-store-commands';

const ACCOUNT = '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3';
const CHAIN_ID = 56;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const entry = (n: number, status: StoredTransaction['status']): StoredTransaction => ({
  hash: hash(n),
  description: `Purchase #${n}`,
  status,
});

function startStore(stored: TransactionGroups = {}) {
  const receipts = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
  const saves: SaveTransactionsParams[] = [];
  const actor = createActor(
    transactionStoreMachine.provide({
      actors: { transaction: transactionMachine.provide({ actors: { waitForReceipt: receipts.logic } }) },
      actions: { saveTransactions: (_, params) => saves.push(params) },
    }),
    { input: { stored } },
  ).start();
  const connect = (address: string | null = ACCOUNT, chainId: number | null = CHAIN_ID) =>
    actor.send({ type: 'wallet.accountChanged', address, chainId });
  return { actor, receipts, saves, connect };
}

const storedFor = (list: StoredTransaction[]) => ({ [ACCOUNT.toLowerCase()]: { [String(CHAIN_ID)]: list } });

/** The spawned transaction actors (the storage watcher is the store's other child). */
const watcherIds = (actor: { getSnapshot: () => { children: Record<string, unknown> } }) =>
  Object.keys(actor.getSnapshot().children).filter((id) => id.startsWith('transaction:'));

describe('transaction store: adding', () => {
  it('adds a valid transaction first, as pending, persists the list and starts watching it', () => {
    const { actor, receipts, saves, connect } = startStore(storedFor([entry(1, 'confirmed')]));
    connect();
    actor.send({
      type: 'wallet.transactionSent',
      hash: hash(2),
      description: 'Buy 1,000 DGAI',
      confirmations: 3,
    });
    const list = currentTransactions(actor.getSnapshot().context);
    expect(list.map(({ hash: h, status }) => [h, status])).toEqual([
      [hash(2), 'pending'],
      [hash(1), 'confirmed'],
    ]);
    expect(saves.at(-1)).toEqual({ address: ACCOUNT, chainId: CHAIN_ID, transactions: list });
    expect(receipts.calls.map(({ input }) => input)).toEqual([
      { hash: hash(2), chainId: CHAIN_ID, confirmations: 3, timeoutMs: 300_000 },
    ]);
    expect(hasPendingTransactions(actor.getSnapshot().context)).toBe(true);
  });

  it('refuses an invalid transaction to its caller with the exact messages and changes nothing', () => {
    const { actor, saves, connect } = startStore();
    connect();
    expect(() =>
      addRecentTransaction(actor, { hash: '0xabc', description: 'Buy', confirmations: 1.5 }),
    ).toThrow(
      new Error(
        'Unable to add transaction\nInvalid transaction hash\nTransaction confirmations must be a positiver integer',
      ),
    );
    // Sent past the check, the store still changes nothing.
    actor.send({ type: 'wallet.transactionSent', hash: '0xabc', description: 'Buy' });
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([]);
    expect(saves).toEqual([]);
    addRecentTransaction(actor, { hash: hash(2), description: 'Buy' });
    expect(currentTransactions(actor.getSnapshot().context).map(({ hash: h }) => h)).toEqual([hash(2)]);
  });

  it('refuses to add or clear without an address or on an unconfigured chain, to the caller', () => {
    const { actor, saves, connect } = startStore(storedFor([entry(1, 'pending')]));
    connect(ACCOUNT, null);
    expect(() => clearRecentTransactions(actor)).toThrow(new Error('No address or chain ID found'));
    expect(() => addRecentTransaction(actor, { hash: hash(2), description: 'Buy' })).toThrow(
      new Error('No address or chain ID found'),
    );
    actor.send({ type: 'user.clearTransactions' });
    expect(saves).toEqual([]);
  });
});

describe('transaction store: retention', () => {
  it('keeps all pending transactions and the 11 most recent completed ones per account and chain', () => {
    const completed = Array.from({ length: 11 }, (_, n) => entry(100 + n, n % 2 ? 'failed' : 'confirmed'));
    const pending = [entry(1, 'pending'), entry(2, 'pending')];
    const { actor, connect } = startStore(storedFor([...pending, ...completed]));
    connect();
    actor.send({ type: 'wallet.transactionSent', hash: hash(3), description: 'Purchase #3' });
    actor.send({
      type: 'chain.transactionSettled',
      address: ACCOUNT,
      chainId: CHAIN_ID,
      hash: hash(3),
      status: 'confirmed',
    });
    const list = currentTransactions(actor.getSnapshot().context);
    // 3 was settled last but sits first: the oldest completed one (#110) is the one dropped.
    expect(list.map(({ description }) => description)).toEqual([
      'Purchase #3',
      'Purchase #1',
      'Purchase #2',
      ...completed.slice(0, 10).map(({ description }) => description),
    ]);
    expect(list.filter(({ status }) => status !== 'pending')).toHaveLength(11);
  });

  it('gives the account dialog the three most recent', () => {
    const { actor, connect } = startStore(storedFor([1, 2, 3, 4, 5].map((n) => entry(n, 'confirmed'))));
    connect();
    expect(recentTransactions(actor.getSnapshot().context).map(({ hash: h }) => h)).toEqual([
      hash(1),
      hash(2),
      hash(3),
    ]);
  });
});

describe('transaction store: re-checking pending transactions on load', () => {
  it('watches every stored pending transaction of the account and records how each settles', async () => {
    const { actor, receipts, saves, connect } = startStore(
      storedFor([entry(1, 'pending'), entry(2, 'confirmed'), entry(3, 'pending')]),
    );
    connect();
    expect(receipts.calls.map(({ input }) => input.hash)).toEqual([hash(1), hash(3)]);
    receipts.calls[0]?.resolve({ status: 'success' });
    receipts.calls[1]?.resolve({ status: 'reverted' });
    await flush();
    const list = currentTransactions(actor.getSnapshot().context);
    expect(list.map(({ status }) => status)).toEqual(['confirmed', 'confirmed', 'failed']);
    expect(saves.at(-1)?.transactions).toEqual(list);
    // Settled watchers are gone.
    expect(watcherIds(actor)).toEqual([]);
  });

  it('marks a transaction failed when the receipt wait fails', async () => {
    const { actor, receipts, connect } = startStore(storedFor([entry(1, 'pending')]));
    connect();
    receipts.reject(new Error('Timed out while waiting for transaction'));
    await flush();
    expect(currentTransactions(actor.getSnapshot().context)[0]?.status).toBe('failed');
  });

  it('watches each pending transaction once, and only for the account on screen', () => {
    const other = '0xad7fFe8769843B4C6126C81D06555cE501ed85Df';
    const { actor, receipts, connect } = startStore({
      ...storedFor([entry(1, 'pending')]),
      [other.toLowerCase()]: { [String(CHAIN_ID)]: [entry(9, 'pending')] },
    });
    connect();
    connect();
    expect(receipts.calls).toHaveLength(1);
    connect(other);
    expect(watcherIds(actor)).toEqual([`transaction:${other.toLowerCase()}:${CHAIN_ID}:${hash(9)}`]);
    expect(receipts.calls.map(({ input }) => input.hash)).toEqual([hash(1), hash(9)]);
  });

  it('keeps other accounts and chains untouched when one list is cleared', () => {
    const { actor, saves, connect } = startStore({
      [ACCOUNT.toLowerCase()]: { [String(CHAIN_ID)]: [entry(1, 'confirmed')], '97': [entry(2, 'confirmed')] },
    });
    connect();
    actor.send({ type: 'user.clearTransactions' });
    expect(saves.at(-1)).toEqual({ address: ACCOUNT, chainId: CHAIN_ID, transactions: [] });
    expect(transactionsOf(actor.getSnapshot().context.groups, ACCOUNT, 97)).toEqual([entry(2, 'confirmed')]);
  });
});

describe('transaction store: another tab', () => {
  it("follows another tab's changes to this account and chain: the list, and a watcher per pending one", () => {
    const { actor, receipts, saves, connect } = startStore(storedFor([entry(1, 'pending')]));
    connect();
    actor.send({
      type: 'storage.transactionsChanged',
      groups: storedFor([entry(2, 'pending'), entry(1, 'pending')]),
    });
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([
      entry(2, 'pending'),
      entry(1, 'pending'),
    ]);
    expect(receipts.calls.map(({ input }) => input.hash)).toEqual([hash(1), hash(2)]);

    actor.send({ type: 'storage.transactionsChanged', groups: {} });
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([]);
    expect(watcherIds(actor)).toEqual([]);
    // What came from storage is not written back.
    expect(saves).toEqual([]);
  });

  it("ignores other accounts' and chains' lists, and changes while no account is connected", () => {
    const other = '0xad7fFe8769843B4C6126C81D06555cE501ed85Df';
    const { actor, connect } = startStore(storedFor([entry(1, 'confirmed')]));
    actor.send({ type: 'storage.transactionsChanged', groups: {} });
    connect();
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([entry(1, 'confirmed')]);
    actor.send({
      type: 'storage.transactionsChanged',
      groups: {
        ...storedFor([entry(1, 'confirmed')]),
        [other.toLowerCase()]: { [String(CHAIN_ID)]: [entry(9, 'pending')] },
      },
    });
    expect(transactionsOf(actor.getSnapshot().context.groups, other, CHAIN_ID)).toEqual([]);
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([entry(1, 'confirmed')]);
  });
});
