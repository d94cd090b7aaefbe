import { describe, expect, it } from 'vitest';
import { fakeChainClient } from '../testing/fake-chain';
import { testConfig } from '../testing/test-config';
import { paymentsRuntimeCode } from './payments-artifact';
import { requirePaymentsContract } from './payments-code-check';

const production = testConfig({ CHAIN: 'bsc' });
const deployedAt = (config = production) =>
  new Map([[config.paymentsContract.toLowerCase(), paymentsRuntimeCode(config.treasury)]]);

describe('the start check of PAYMENTS_CONTRACT', () => {
  it('passes outside the devnet when the code there is the contract paying TREASURY_ADDRESS', async () => {
    const chain = fakeChainClient(production, { code: deployedAt() });
    await expect(requirePaymentsContract(production, chain)).resolves.toBeUndefined();
  });

  it('fails closed, in one line without the RPC error’s details, when the chain cannot be asked', async () => {
    const chain = fakeChainClient(production, { code: deployedAt(), down: () => true });
    const check = requirePaymentsContract(production, chain);
    await expect(check).rejects.toThrow(
      /^Refusing to start: PAYMENTS_CONTRACT: could not read the code at 0x2222/,
    );
    await expect(check).rejects.toThrow(/^[^\n]+$/);
  });

  it('asks nothing on the devnet, where npm start deploys the contract itself', async () => {
    const local = testConfig();
    const chain = fakeChainClient(local, { down: () => true });
    await expect(requirePaymentsContract(local, chain)).resolves.toBeUndefined();
  });
});
