import { type Address, encodeDeployData, type Hex, pad } from 'viem';
import artifact from '../../../contracts/artifacts/DGridPayments.json';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';

/**
 * The payment contract as built (contracts/artifacts/DGridPayments.json, by `npm run contracts:build`): what
 * the devnet and `npm run contracts:deploy` deploy, and what the server requires at PAYMENTS_CONTRACT.
 */
export const paymentsArtifact = {
  abi: dgridPaymentsAbi,
  bytecode: artifact.bytecode as Hex,
  deployedBytecode: artifact.deployedBytecode as Hex,
  immutableReferences: artifact.immutableReferences as Record<string, { start: number; length: number }[]>,
  compilerVersion: artifact.compiler.version,
};

/** The transaction data that deploys the contract paying `treasury`. */
export function paymentsInitCode(treasury: Address): Hex {
  return encodeDeployData({ abi: dgridPaymentsAbi, bytecode: paymentsArtifact.bytecode, args: [treasury] });
}

/**
 * The exact code a deployment paying `treasury` has on chain: the runtime bytecode with the treasury written
 * into every slot the compiler left for the immutable (a 32-byte word, the address right-aligned).
 */
export function paymentsRuntimeCode(treasury: Address): Hex {
  const slots = paymentsArtifact.immutableReferences.treasury ?? [];
  if (slots.length === 0) throw new Error('the artifact lists no slot for the immutable treasury');
  const word = pad(treasury.toLowerCase() as Hex, { size: 32 }).slice(2);
  let code = paymentsArtifact.deployedBytecode.slice(2);
  for (const { start, length } of slots) {
    if (length !== 32) throw new Error(`an immutable slot of ${length} bytes, not 32`);
    code = code.slice(0, start * 2) + word + code.slice((start + length) * 2);
  }
  return `0x${code}`;
}
