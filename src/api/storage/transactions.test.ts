import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  currentTransactions,
  transactionStoreMachine,
} from '@/machines/transaction-store/transaction-store.machine';
import {
  loadTransactions,
  saveTransactions,
  TRANSACTIONS_KEY,
  watchStoredTransactions,
} from './transactions';

const ACCOUNT = '0xDEc7420D9b155E35a458236215fE8C617d6499F8';
const hash = (digit: string) => `0x${digit.repeat(64)}`;
const pending = {
  hash: hash('a'),
  description: 'Buy 1,000 DGAI',
  status: 'pending' as const,
  confirmations: 3,
};
const confirmed = { hash: hash('b'), description: 'Buy 2,000 DGAI', status: 'confirmed' as const };
const stored = () => JSON.parse(localStorage.getItem(TRANSACTIONS_KEY) ?? 'null');

describe('transaction storage', () => {
  it('saves one list per account and chain under a versioned key and loads it back', () => {
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [pending, confirmed] });
    saveTransactions({ address: ACCOUNT, chainId: 97, transactions: [confirmed] });
    expect(stored()).toEqual({
      version: 1,
      accounts: { [ACCOUNT.toLowerCase()]: { '56': [pending, confirmed], '97': [confirmed] } },
    });
    expect(loadTransactions()).toEqual(stored().accounts);
  });

  it('keeps lists written by another tab when saving its own', () => {
    const other = `0x${'2'.repeat(40)}`;
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [pending] });
    localStorage.setItem(
      TRANSACTIONS_KEY,
      JSON.stringify({ version: 1, accounts: { ...stored().accounts, [other]: { '56': [confirmed] } } }),
    );
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [confirmed] });
    expect(loadTransactions()[other]).toEqual({ '56': [confirmed] });
  });

  it('removes an emptied list, and the key once nothing is left', () => {
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [pending] });
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [] });
    expect(localStorage.getItem(TRANSACTIONS_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['an array', '[]'],
    ['no version', JSON.stringify({ accounts: {} })],
    ['another version', JSON.stringify({ version: 2, accounts: {} })],
    ['the reference kit shape', JSON.stringify({ [ACCOUNT]: { '56': [pending] } })],
    ['accounts that are not objects', JSON.stringify({ version: 1, accounts: { [ACCOUNT]: [pending] } })],
  ])('discards %s: it loads as {} and is removed', (_, raw) => {
    localStorage.setItem(TRANSACTIONS_KEY, raw);
    expect(loadTransactions()).toEqual({});
    expect(localStorage.getItem(TRANSACTIONS_KEY)).toBeNull();
  });

  it('drops invalid entries, addresses and chain ids one by one and keeps the rest', () => {
    const entries = [
      pending,
      { ...confirmed, hash: '0x1234' },
      { ...confirmed, status: 'mined' },
      { ...confirmed, description: 12 },
      { ...confirmed, confirmations: 0 },
      { ...pending, description: 'duplicate hash' },
      'garbage',
      null,
      confirmed,
    ];
    localStorage.setItem(
      TRANSACTIONS_KEY,
      JSON.stringify({
        version: 1,
        accounts: {
          [ACCOUNT]: { '56': entries, 'not-a-chain': [pending], '97': [{ hash: 'x' }] },
          'not-an-address': { '56': [pending] },
        },
      }),
    );
    expect(loadTransactions()).toEqual({ [ACCOUNT.toLowerCase()]: { '56': [pending, confirmed] } });
  });

  it("keeps a purchase's description key, still loads an entry written before issue 26 (a text) as written, and drops a broken key", () => {
    const bought = {
      hash: hash('c'),
      description: { key: 'account.purchase_description', amount: '1000000000000000000000', orderId: '7' },
      status: 'pending' as const,
    };
    const entries = [
      bought,
      confirmed,
      { ...bought, hash: hash('d'), description: { key: 'account.other', amount: '1', orderId: '7' } },
      { ...bought, hash: hash('e'), description: { ...bought.description, amount: '1.5' } },
    ];
    localStorage.setItem(
      TRANSACTIONS_KEY,
      JSON.stringify({ version: 1, accounts: { [ACCOUNT]: { '56': entries } } }),
    );
    expect(loadTransactions()).toEqual({ [ACCOUNT.toLowerCase()]: { '56': [bought, confirmed] } });
  });

  it('lets the store start empty from corrupt data instead of crashing', () => {
    localStorage.setItem(TRANSACTIONS_KEY, '\u0000not json');
    const actor = createActor(transactionStoreMachine, { input: { stored: loadTransactions() } }).start();
    actor.send({ type: 'wallet.accountChanged', address: ACCOUNT, chainId: 56 });
    expect(actor.getSnapshot().status).toBe('active');
    expect(currentTransactions(actor.getSnapshot().context)).toEqual([]);
  });
});

describe('watchStoredTransactions', () => {
  it("hands over what storage holds after another tab's write or clear, and nothing for other keys", () => {
    const heard: unknown[] = [];
    const stop = watchStoredTransactions((groups) => heard.push(groups));
    saveTransactions({ address: ACCOUNT, chainId: 56, transactions: [pending] });
    window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'loginToken' }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_KEY }));
    expect(heard).toEqual([{ [ACCOUNT.toLowerCase()]: { '56': [pending] } }, {}]);
  });
});
