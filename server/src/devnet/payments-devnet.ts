import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployPaymentsContract } from '../contracts/deploy-payments';
import { paymentsRuntimeCode } from '../contracts/payments-artifact';
import { devnetDeployer, devnetPaymentsContract } from './dev-accounts';

export type DevnetPayments = { address: Address; outcome: 'deployed' | 'present' | 'replaced' };

/**
 * Makes sure the devnet has the payment contract paying `treasury` at `devnetPaymentsContract`: deploys it
 * from the devnet deployer at nonce 0 on a fresh chain; leaves it when it is already there (a chain kept in
 * .data/); and on a kept chain whose contract predates a change of the contract or of TREASURY_ADDRESS, writes
 * the expected code over it (anvil_setCode), since the deployer's nonce 0 is spent. Devnet only: it uses
 * anvil's own methods.
 */
export async function ensureDevnetPayments(rpcUrl: string, treasury: Address): Promise<DevnetPayments> {
  const reader = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  const address = getAddress(devnetPaymentsContract);
  const expected = paymentsRuntimeCode(treasury).toLowerCase();
  const code = ((await reader.getCode({ address })) ?? '0x').toLowerCase();
  if (code === expected) return { address, outcome: 'present' };
  const nonce = await reader.getTransactionCount({ address: devnetDeployer.address });
  if (code === '0x' && nonce === 0) {
    await anvil.setBalance({ address: devnetDeployer.address, value: parseEther('1') });
    const wallet = createWalletClient({
      account: privateKeyToAccount(devnetDeployer.privateKey),
      transport: http(rpcUrl),
    });
    const deployed = await deployPaymentsContract(wallet, reader, treasury, {
      nonce: 0,
      pollingInterval: 50,
    });
    if (deployed.address !== address)
      throw new Error(`the devnet deployer's first contract is at ${deployed.address}`);
    return { address, outcome: 'deployed' };
  }
  await anvil.setCode({ address, bytecode: expected as Hex });
  return { address, outcome: 'replaced' };
}
