import { describe, expect, it } from 'vitest';
import {
  addTransaction,
  COMPLETED_KEPT,
  type StoredTransaction,
  settleTransaction,
  type TransactionGroups,
} from '@/machines/transaction-store/transaction-list';
import { settledAccounts } from './settled-accounts';

const alice = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const bob = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const entry = (n: number, status: StoredTransaction['status']): StoredTransaction => ({
  hash: hash(n),
  description: `Buy ${n}`,
  status,
});
const groups = (address: string, chainId: number, list: StoredTransaction[]): TransactionGroups => ({
  [address]: { [String(chainId)]: list },
});

describe('settledAccounts', () => {
  it('names the account and chain whose pending transaction was confirmed or failed', () => {
    const before = { ...groups(alice, 97, [entry(1, 'pending')]), ...groups(bob, 56, [entry(2, 'pending')]) };
    const after = {
      ...groups(alice, 97, settleTransaction(before[alice]?.['97'] ?? [], hash(1), 'failed')),
      ...groups(bob, 56, [entry(2, 'pending')]),
    };
    expect(settledAccounts(before, after)).toEqual([{ address: alice, chainId: 97 }]);
  });

  it('counts a settled transaction the store no longer keeps (only the newest completed ones stay)', () => {
    const newer = Array.from({ length: COMPLETED_KEPT }, (_, i) => entry(i + 2, 'confirmed'));
    const before = groups(alice, 97, [...newer, entry(1, 'pending')]);
    const after = groups(alice, 97, settleTransaction(before[alice]?.['97'] ?? [], hash(1), 'confirmed'));
    expect(after[alice]?.['97']?.some((transaction) => transaction.hash === hash(1))).toBe(false);
    expect(settledAccounts(before, after)).toEqual([{ address: alice, chainId: 97 }]);
  });

  it('names nobody for a transaction just sent, an unchanged list or a list the user cleared', () => {
    const before = groups(alice, 97, [entry(1, 'pending')]);
    const sent = groups(alice, 97, addTransaction(before[alice]?.['97'] ?? [], entry(2, 'pending')));
    expect(settledAccounts(before, sent)).toEqual([]);
    expect(settledAccounts(before, before)).toEqual([]);
    expect(settledAccounts(before, {})).toEqual([]);
  });
});
