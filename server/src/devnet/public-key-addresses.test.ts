import { zeroAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env';

/** The public development mnemonic (anvil, Hardhat): every key derived from it is known to everyone. */
const PUBLIC_MNEMONIC = 'test test test test test test test test test test test junk';
const derived = Array.from(
  { length: 20 },
  (_, index) => mnemonicToAccount(PUBLIC_MNEMONIC, { addressIndex: index }).address,
);

const production = {
  CHAIN: 'bsc',
  JWT_SECRET: '9f3a7c1e5b2d8046af19c3e7d5b0428e6c1fa937b5d2e0846c9af13e7b5d2c08',
  PUBLIC_ORIGIN: 'https://app.dgrid.example',
  RPC_URL: 'https://bsc.example',
  PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
};

describe('a treasury whose key is public is refused outside the devnet', () => {
  it.each([
    ...derived.map((address, index) => [`mnemonic account ${index}`, address]),
    ['zero', zeroAddress],
  ])('%s (%s)', (_name, address) => {
    expect(() => parseServerEnv({ ...production, TREASURY_ADDRESS: address })).toThrow(
      /TREASURY_ADDRESS: is the zero address or an account of the public test mnemonic/,
    );
  });

  it('still starts with an address of its own, and on the devnet with anvil account 9', () => {
    const own = '0x1111111111111111111111111111111111111111';
    expect(parseServerEnv({ ...production, TREASURY_ADDRESS: own }).treasury).toBe(own);
    expect(parseServerEnv({ TREASURY_ADDRESS: derived[9] }).treasury).toBe(derived[9]);
  });
});
