import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionStoreActor } from './transaction-store-context';

function PendingCount() {
  const count = TransactionStoreActor.useSelector((snapshot) => Object.keys(snapshot.context).length);
  return <span>{count}</span>;
}

describe('TransactionStoreActor', () => {
  it('outside the wallet root, its hooks refuse with the message naming the provider DGrid exports', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PendingCount />)).toThrow('Transaction hooks must be used within WalletRoot');
  });
});
