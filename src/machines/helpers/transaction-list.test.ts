import { describe, expect, it } from 'vitest';
import {
  addTransaction,
  COMPLETED_KEPT,
  retainTransactions,
  type StoredTransaction,
  settleTransaction,
  transactionsOf,
  withTransactions,
} from './transaction-list';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const entry = (n: number, status: StoredTransaction['status']): StoredTransaction => ({
  hash: hash(n),
  description: `#${n}`,
  status,
});

describe('retainTransactions', () => {
  it('keeps every pending transaction and the 11 newest completed ones, in order', () => {
    const list = Array.from({ length: 30 }, (_, n) => entry(n, n % 3 === 0 ? 'pending' : 'confirmed'));
    const kept = retainTransactions(list);
    expect(kept.filter(({ status }) => status === 'pending')).toHaveLength(10);
    expect(kept.filter(({ status }) => status !== 'pending').map(({ description }) => description)).toEqual(
      list
        .filter(({ status }) => status !== 'pending')
        .slice(0, COMPLETED_KEPT)
        .map(({ description }) => description),
    );
    expect(kept).toEqual(list.filter((item) => kept.includes(item)));
  });
});

describe('addTransaction', () => {
  it('puts the new one first as pending and drops an older entry with the same hash', () => {
    const list = [entry(1, 'confirmed'), entry(2, 'failed')];
    expect(addTransaction(list, { hash: hash(2), description: 'again', confirmations: 2 })).toEqual([
      { hash: hash(2), description: 'again', status: 'pending', confirmations: 2 },
      entry(1, 'confirmed'),
    ]);
  });
});

describe('settleTransaction', () => {
  it('changes a pending transaction only: confirmed and failed are final', () => {
    const list = [entry(1, 'pending'), entry(2, 'confirmed')];
    expect(settleTransaction(list, hash(1), 'failed')[0]?.status).toBe('failed');
    expect(settleTransaction(list, hash(2), 'failed')[1]?.status).toBe('confirmed');
  });
});

describe('withTransactions', () => {
  it('groups lists per account (any casing) and chain, and drops empty ones', () => {
    const address = '0xDEc7420D9b155E35a458236215fE8C617d6499F8';
    const groups = withTransactions({}, address, 56, [entry(1, 'pending')]);
    expect(transactionsOf(groups, address.toLowerCase(), 56)).toEqual([entry(1, 'pending')]);
    expect(transactionsOf(groups, address, 97)).toEqual([]);
    expect(withTransactions(groups, address, 56, [])).toEqual({});
  });
});
