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

  it('groups one account whatever the casing, and changing one list keeps every other account and chain', () => {
    const address = '0xAbCdEf0000000000000000000000000000000001';
    const other = '0x2222222222222222222222222222222222222222';
    const groups = withTransactions(withTransactions({}, other, 97, [entry(9, 'pending')]), address, 97, [
      entry(1, 'pending'),
    ]);
    const both = withTransactions(groups, address.toUpperCase().replace('0X', '0x'), 56, [
      entry(2, 'pending'),
    ]);
    expect(transactionsOf(both, address.toLowerCase(), 97)).toEqual([entry(1, 'pending')]);
    expect(transactionsOf(both, address, 56)).toEqual([entry(2, 'pending')]);
    expect(transactionsOf(both, other, 97)).toEqual([entry(9, 'pending')]);
    expect(transactionsOf(both, '0x3333333333333333333333333333333333333333', 97)).toEqual([]);
  });
});

describe('one transaction at a time', () => {
  it('settles only the entry with that hash', () => {
    const list = [entry(1, 'pending'), entry(2, 'pending')];
    expect(settleTransaction(list, hash(2), 'confirmed')).toEqual([
      entry(1, 'pending'),
      entry(2, 'confirmed'),
    ]);
  });

  it('stores confirmations only when the sender asked for more than the default', () => {
    const [plain] = addTransaction([], { hash: hash(1), description: '#1' });
    const [waited] = addTransaction([], { hash: hash(2), description: '#2', confirmations: 3 });
    expect(plain).not.toHaveProperty('confirmations');
    expect(waited).toMatchObject({ confirmations: 3 });
  });
});
