import { encodeFunctionData, type Hex, numberToHex } from 'viem';
import { paymentsRuntimeCode } from '../../server/src/contracts/payments-artifact';
import { devAccount } from '../../server/src/devnet/dev-accounts';
import { dgridPaymentsAbi } from '../../src/domain/payments-contract-abi';

/** The bench's own JSON-RPC to anvil (not through the counting proxy): traffic, payments, mining. */
export type DevnetRpc = (method: string, params?: unknown[]) => Promise<unknown>;

export function devnetRpc(
  url: string,
): DevnetRpc & { batch(calls: [string, unknown[]][]): Promise<unknown[]> } {
  const post = async (body: unknown) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json() as Promise<unknown>;
  };
  const unwrap = (answer: unknown) => {
    const { result, error } = answer as { result?: unknown; error?: { message: string } };
    if (error) throw new Error(`devnet: ${error.message}`);
    return result;
  };
  const call = async (method: string, params: unknown[] = []) =>
    unwrap(await post({ jsonrpc: '2.0', id: 1, method, params }));
  const batch = async (calls: [string, unknown[]][]) => {
    const answers = (await post(
      calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })),
    )) as unknown[];
    return answers.map(unwrap);
  };
  return Object.assign(call, { batch });
}

/** Contract code that emits one log (LOG1, the caller as topic) and stops: an unrelated contract call. */
const EMITTER = '0x00000000000000000000000000000000000e1177';
const EMITTER_CODE = '0x3360006000a100';
/** Another shop's DGridPayments (same code, another treasury): its Paid events are not this server's. */
const OTHER_SHOP = '0x0000000000000000000000000000000000005409';
const GAS = numberToHex(200_000);
/** Senders and receivers of the background traffic: dev accounts the buyers (1..3) and treasury (9) are not. */
const crowd = [4, 5, 6, 7, 8].map((index) => devAccount(index).address);

export async function installBackgroundContracts(rpc: DevnetRpc): Promise<void> {
  await rpc('anvil_setCode', [EMITTER, EMITTER_CODE]);
  await rpc('anvil_setCode', [OTHER_SHOP, paymentsRuntimeCode(devAccount(8).address)]);
}

/** One block of `count` unrelated transactions: 80% transfers in the crowd, 10% log emitter, 10% other shop. */
export async function trafficBlock(rpc: ReturnType<typeof devnetRpc>, count: number, seed: number) {
  const calls: [string, unknown[]][] = [];
  for (let i = 0; i < count; i++) {
    const from = crowd[(seed + i) % crowd.length] as string;
    const kind = i % 10;
    const tx =
      kind === 8
        ? { from, to: EMITTER, gas: GAS }
        : kind === 9
          ? {
              from,
              to: OTHER_SHOP,
              gas: GAS,
              value: '0x1',
              data: encodeFunctionData({
                abi: dgridPaymentsAbi,
                functionName: 'pay',
                args: [numberToHex(seed * count + i, { size: 32 })],
              }),
            }
          : { from, to: crowd[(seed + i + 1) % crowd.length], gas: GAS, value: numberToHex(1000 + i) };
    calls.push(['eth_sendTransaction', [tx]]);
  }
  await rpc.batch(calls);
  await rpc('evm_mine');
}

export type Order = { reference: Hex; payTo: Hex; value: string };

/** Pays `order` as it says: `pay(reference)` when `payTo` is a contract, else a transfer with the reference as data. */
export async function payOrder(rpc: DevnetRpc, from: string, order: Order): Promise<void> {
  const code = (await rpc('eth_getCode', [order.payTo, 'latest'])) as string;
  const data =
    code === '0x'
      ? order.reference
      : encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [order.reference] });
  const value = numberToHex(BigInt(order.value));
  const hash = await rpc('eth_sendTransaction', [{ from, to: order.payTo, value, data, gas: GAS }]);
  await rpc('evm_mine');
  const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status: string } | null;
  if (receipt?.status !== '0x1') throw new Error(`the payment ${String(hash)} failed on chain`);
}
