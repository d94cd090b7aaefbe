import { fakeTransport, rpcMethods, testChain } from '@test/support/fake-wallet';
import { createPublicClient, parseGwei, toBlobs } from 'viem';
import { describe, expect, it } from 'vitest';
import { maxBlobsPerTransaction } from '@/config/chains';
import { withFeeSettings } from './fee-settings';

const block = {
  number: '0x10',
  hash: `0x${'11'.repeat(32)}`,
  timestamp: '0x1',
  baseFeePerGas: `0x${parseGwei('100').toString(16)}`,
  transactions: [],
};

function estimateWith(chain: ReturnType<typeof withFeeSettings>) {
  const client = createPublicClient({
    chain,
    transport: fakeTransport(
      rpcMethods({
        eth_getBlockByNumber: () => block,
        eth_maxPriorityFeePerGas: () => `0x${parseGwei('1').toString(16)}`,
      }),
    ),
  });
  return client.estimateFeesPerGas();
}

describe('withFeeSettings', () => {
  it('estimates the max fee as 1.2 × the latest base fee plus the priority fee by default', async () => {
    const fees = await estimateWith(withFeeSettings(testChain));

    expect(fees).toEqual({ maxFeePerGas: parseGwei('121'), maxPriorityFeePerGas: parseGwei('1') });
  });

  it('applies a configured multiplier', async () => {
    const fees = await estimateWith(withFeeSettings(testChain, { baseFeeMultiplier: 1.5 }));

    expect(fees.maxFeePerGas).toBe(parseGwei('151'));
  });

  it.each([0.99, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %d when the config is built',
    (multiplier) => {
      expect(() => withFeeSettings(testChain, { baseFeeMultiplier: multiplier })).toThrow(
        '`baseFeeMultiplier` must be greater than 1.',
      );
    },
  );

  it('accepts exactly 1 (no headroom)', async () => {
    const fees = await estimateWith(withFeeSettings(testChain, { baseFeeMultiplier: 1 }));

    expect(fees.maxFeePerGas).toBe(parseGwei('101'));
  });

  it('does not change the chain it was given', () => {
    withFeeSettings(testChain, { baseFeeMultiplier: 2 });

    expect(testChain.fees).toBeUndefined();
  });
});

describe('blob limit', () => {
  // Each blob holds 4096 field elements of 31 usable bytes; one byte is the terminator.
  const usableBytesPerBlob = 4096 * 31;

  it('matches what viem accepts: data for 6 blobs, and not one byte more', () => {
    const limit = maxBlobsPerTransaction * usableBytesPerBlob - 1;

    expect(toBlobs({ data: new Uint8Array(limit) })).toHaveLength(maxBlobsPerTransaction);
    expect(() => toBlobs({ data: new Uint8Array(limit + 1) })).toThrow('Blob size is too large');
  });
});
