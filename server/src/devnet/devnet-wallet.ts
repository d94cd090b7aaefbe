import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import type { DevAccount } from './dev-accounts';

/** Init code of a contract whose every call reverts (runtime `PUSH1 0 PUSH1 0 REVERT`). */
const alwaysRevertsInitCode: Hex = '0x6005600c60003960056000f360006000fd';

/**
 * A wallet on the devnet that signs locally with a dev key and sends raw transactions, the way a browser
 * wallet pays an order. Gas is fixed where estimation would refuse a transaction that is meant to revert.
 */
export function devnetWallet(rpcUrl: string, account: DevAccount) {
  const signer = privateKeyToAccount(account.privateKey);
  const wallet = createWalletClient({ account: signer, transport: http(rpcUrl) });
  const reader = createPublicClient({ transport: http(rpcUrl), cacheTime: 0 });
  const pay = (order: { payTo: Address; reference: Hex }, value: bigint): Promise<Hex> =>
    wallet.sendTransaction({
      to: order.payTo,
      value,
      data: encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [order.reference] }),
      gas: 100_000n,
      chain: null,
    });
  return {
    address: signer.address,
    /** Sends value with data to `to`; resolves with the hash as soon as the node accepts it. */
    send: (to: Address, value: bigint, data: Hex = '0x'): Promise<Hex> =>
      wallet.sendTransaction({ to, value, data, gas: 100_000n, chain: null }),
    /** Sends like `send` and resolves once the transaction is in a block (automine must be on). */
    async sendMined(to: Address, value: bigint, data: Hex = '0x'): Promise<Hex> {
      const hash = await wallet.sendTransaction({ to, value, data, gas: 100_000n, chain: null });
      await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      return hash;
    },
    /**
     * Pays an order the way the purchase screen does: `pay(reference)` on the payment contract (the order's
     * `payTo`) with `value`; resolves once it is in a block (automine must be on).
     */
    async payMined(order: { payTo: Address; reference: Hex }, value: bigint): Promise<Hex> {
      const hash = await pay(order, value);
      await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      return hash;
    },
    /** Like `payMined`, resolving as soon as the node accepts the transaction (automine off). */
    pay,
    /** Deploys the always-reverting contract and returns its checksummed address (automine must be on). */
    async deployAlwaysReverting(): Promise<Address> {
      const hash = await wallet.sendTransaction({ data: alwaysRevertsInitCode, chain: null });
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (!receipt.contractAddress) throw new Error('the always-reverting contract was not created');
      return getAddress(receipt.contractAddress);
    },
    waitForReceipt: (hash: Hex) => reader.waitForTransactionReceipt({ hash, pollingInterval: 50 }),
  };
}
