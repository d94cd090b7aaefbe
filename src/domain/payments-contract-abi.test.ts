import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dgridPaymentsAbi } from './payments-contract-abi';

// The web app calls pay(reference) with this ABI: it must be the compiled contract's (contracts/artifacts, built
// from contracts/DGridPayments.sol; server/src/contracts/payments-artifact.test.ts checks the build itself).
const compiled = JSON.parse(readFileSync('contracts/artifacts/DGridPayments.json', 'utf8')) as {
  abi: unknown;
};

describe('the payment contract ABI the web app uses', () => {
  it('is the compiled contract ABI', () => {
    expect(dgridPaymentsAbi).toEqual(compiled.abi);
  });
});
