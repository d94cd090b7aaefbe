import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import { buildPaymentsArtifact, paymentsArtifactPath } from './payments-build';

const committed = JSON.parse(readFileSync(paymentsArtifactPath, 'utf8'));
const packageJson = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));

// Compiling takes a few seconds of CPU (the compiler is wasm), more on a busy machine.
describe('the payment contract artifact', { timeout: 60_000 }, () => {
  it('is exactly what the pinned solc makes of contracts/DGridPayments.sol (else: npm run contracts:build)', () => {
    expect(committed).toEqual(buildPaymentsArtifact());
  });

  it('was compiled by the solc version package.json pins, for a pinned EVM version', () => {
    expect(committed.compiler.version).toMatch(
      new RegExp(`^${packageJson.devDependencies.solc}\\+commit\\.`),
    );
    expect(committed.compiler.settings.evmVersion).toBe('cancun');
  });

  it('gives the server and the web app the same ABI, from src/domain/payments-contract-abi.ts', () => {
    expect(dgridPaymentsAbi).toEqual(committed.abi);
  });

  // Issue 27: pay(bytes32) payable, Paid(bytes32 indexed orderRef, address indexed payer, uint256 amount),
  // an immutable treasury, no owner, no receive or fallback.
  it('has the interface issue 27 asks for and nothing that could hold or move funds otherwise', () => {
    const functions = dgridPaymentsAbi.filter((item) => item.type === 'function');
    expect(functions.map((f) => [f.name, f.stateMutability])).toEqual([
      ['pay', 'payable'],
      ['treasury', 'view'],
    ]);
    expect(functions.find((f) => f.name === 'pay')?.inputs).toEqual([
      { internalType: 'bytes32', name: 'orderRef', type: 'bytes32' },
    ]);
    const events = dgridPaymentsAbi.filter((item) => item.type === 'event');
    expect(events).toEqual([
      {
        type: 'event',
        name: 'Paid',
        anonymous: false,
        inputs: [
          { indexed: true, internalType: 'bytes32', name: 'orderRef', type: 'bytes32' },
          { indexed: true, internalType: 'address', name: 'payer', type: 'address' },
          { indexed: false, internalType: 'uint256', name: 'amount', type: 'uint256' },
        ],
      },
    ]);
    const kinds = committed.abi.map((item: { type: string }) => item.type);
    expect(kinds).not.toContain('receive');
    expect(kinds).not.toContain('fallback');
    expect(committed.immutableReferences.treasury.length).toBeGreaterThan(0);
  });
});
