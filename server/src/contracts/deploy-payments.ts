import {
  type Account,
  type Address,
  type Chain,
  getAddress,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { paymentsInitCode } from './payments-artifact';
import { paymentsContractProblem } from './payments-code-check';

export interface PaymentsDeployment {
  address: Address;
  txHash: Hex;
  blockNumber: bigint;
}

/**
 * Deploys DGridPayments paying `treasury` from the wallet's account, waits for the receipt and checks that the
 * code now at the new address is exactly the artifact's with that treasury. Throws on a revert or a mismatch.
 */
export async function deployPaymentsContract(
  wallet: WalletClient<Transport, Chain | undefined, Account>,
  reader: PublicClient,
  treasury: Address,
  options: { nonce?: number; pollingInterval?: number } = {},
): Promise<PaymentsDeployment> {
  const txHash = await wallet.sendTransaction({
    data: paymentsInitCode(treasury),
    chain: wallet.chain ?? null,
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  });
  const receipt = await reader.waitForTransactionReceipt({
    hash: txHash,
    pollingInterval: options.pollingInterval ?? 1_000,
  });
  if (receipt.status !== 'success' || !receipt.contractAddress)
    throw new Error(`the deployment transaction ${txHash} reverted`);
  const address = getAddress(receipt.contractAddress);
  const problem = await paymentsContractProblem(reader, address, treasury);
  if (problem) throw new Error(`deployed by ${txHash}, but ${problem}`);
  return { address, txHash, blockNumber: receipt.blockNumber };
}
