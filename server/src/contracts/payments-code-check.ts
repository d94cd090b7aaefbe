import { type Address, getAddress, type Hex } from 'viem';
import { paymentsArtifact, paymentsRuntimeCode } from './payments-artifact';

/** What the check needs from a chain client (viem's public client has it). */
export interface CodeReader {
  getCode(args: { address: Address }): Promise<Hex | undefined>;
}

/** The runtime code with every immutable slot blanked: equal for deployments of this artifact, whatever the treasury. */
function maskImmutables(code: string): string {
  let masked = code.toLowerCase().replace(/^0x/, '');
  for (const slots of Object.values(paymentsArtifact.immutableReferences))
    for (const { start, length } of slots)
      masked = masked.slice(0, start * 2) + '0'.repeat(length * 2) + masked.slice((start + length) * 2);
  return masked;
}

/** The treasury written into code of this artifact (its first immutable slot holds it, right-aligned). */
function embeddedTreasury(code: string): Address {
  const [slot] = paymentsArtifact.immutableReferences.treasury ?? [];
  const start = 2 + (slot?.start ?? 0) * 2;
  return getAddress(`0x${code.slice(start + 24, start + 64)}`);
}

/**
 * Why the code at `address` is not this artifact's DGridPayments paying `treasury` (undefined: it is, byte for
 * byte, the immutable included). Throws when the chain cannot be asked: the caller fails closed.
 */
export async function paymentsContractProblem(
  chain: CodeReader,
  address: Address,
  treasury: Address,
): Promise<string | undefined> {
  const code = (await chain.getCode({ address }))?.toLowerCase() ?? '0x';
  if (code === paymentsRuntimeCode(treasury).toLowerCase()) return undefined;
  if (code === '0x') return `no contract at ${address} (deploy one with npm run contracts:deploy)`;
  const expected = maskImmutables(paymentsArtifact.deployedBytecode);
  if (code.length === paymentsArtifact.deployedBytecode.length && maskImmutables(code) === expected)
    return `the contract at ${address} pays ${embeddedTreasury(code)}, not TREASURY_ADDRESS ${treasury}`;
  return `the code at ${address} is not DGridPayments as built in contracts/artifacts/DGridPayments.json`;
}

/**
 * Outside the devnet, throws `Refusing to start: PAYMENTS_CONTRACT: ...` (one line) unless the code at
 * PAYMENTS_CONTRACT is this artifact's with TREASURY_ADDRESS as its treasury. A chain that cannot be asked
 * refuses too: paying into an unchecked contract could send buyers' coins anywhere.
 */
export async function requirePaymentsContract(
  config: { chain: { key: string }; paymentsContract: Address; treasury: Address },
  chain: CodeReader,
): Promise<void> {
  if (config.chain.key === 'local') return;
  let problem: string | undefined;
  try {
    problem = await paymentsContractProblem(chain, config.paymentsContract, config.treasury);
  } catch (error) {
    const reason = (error as { shortMessage?: string }).shortMessage ?? String(error);
    problem = `could not read the code at ${config.paymentsContract} through RPC_URL (${reason.split('\n')[0]})`;
  }
  if (problem) throw new Error(`Refusing to start: PAYMENTS_CONTRACT: ${problem}`);
}
