import {
  type Address,
  decodeEventLog,
  encodeFunctionData,
  type Hex,
  keccak256,
  pad,
  type TransactionReceipt,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { type DevnetSigner, deploy, devnetSigner, helperContract } from '../testing/contract-accounts';
import { paymentsArtifact } from './payments-artifact';

/** The event issue 27 specifies, by its signature: Paid(bytes32 indexed orderRef, address indexed payer, uint256 amount). */
const paidTopic = keccak256(toHex('Paid(bytes32,address,uint256)'));
const orderRef = keccak256(toHex('order 42'));
const payData = (ref: Hex) => encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [ref] });

let anvil: Anvil;
let buyer: DevnetSigner;
let treasury: Address;
let payments: Address;

const balance = (address: Address) => buyer.reader.getBalance({ address });
const mined = (hash: Hex) => buyer.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
/** Sends with a fixed gas limit, so a transaction meant to revert is mined instead of refused by estimation. */
const send = async (from: DevnetSigner, to: Address, value: bigint, data: Hex = '0x') =>
  mined(await from.wallet.sendTransaction({ to, value, data, gas: 200_000n, chain: null }));

/** The Paid events of a receipt, decoded, after checking every log in it is one. */
function paidEvents(receipt: TransactionReceipt, contract: Address) {
  return receipt.logs.map((log) => {
    expect(log.address.toLowerCase()).toBe(contract.toLowerCase());
    expect(log.topics[0]).toBe(paidTopic);
    return decodeEventLog({ abi: dgridPaymentsAbi, ...log });
  });
}

beforeAll(async () => {
  anvil = await startAnvil();
  buyer = devnetSigner(anvil.rpcUrl, devAccount(1));
  // A treasury nobody has used: its balance is exactly what was paid to it.
  treasury = privateKeyToAccount(generatePrivateKey()).address;
  payments = await deploy(devnetSigner(anvil.rpcUrl, devAccount(5)), paymentsArtifact, [treasury]);
});
afterAll(async () => {
  await anvil?.stop();
});

describe('DGridPayments on anvil', { timeout: 60_000 }, () => {
  it('forwards exactly the value paid to the treasury, keeps nothing, and emits exactly one Paid', async () => {
    const value = 123_456_789_012_345_678n;
    const [buyerBefore, treasuryBefore] = [await balance(buyer.address), await balance(treasury)];
    const receipt = await send(buyer, payments, value, payData(orderRef));
    expect(receipt.status).toBe('success');
    expect((await balance(treasury)) - treasuryBefore).toBe(value);
    expect(buyerBefore - (await balance(buyer.address))).toBe(
      value + receipt.gasUsed * receipt.effectiveGasPrice,
    );
    expect(await balance(payments)).toBe(0n);
    expect(receipt.logs).toHaveLength(1);
    expect(receipt.logs[0]?.topics).toEqual([paidTopic, orderRef, pad(buyer.address.toLowerCase() as Hex)]);
    expect(paidEvents(receipt, payments)).toEqual([
      { eventName: 'Paid', args: { orderRef, payer: buyer.address, amount: value } },
    ]);
  });

  it('tells its treasury', async () => {
    const read = await buyer.reader.readContract({
      address: payments,
      abi: dgridPaymentsAbi,
      functionName: 'treasury',
    });
    expect(read).toBe(treasury);
  });

  it('reverts a payment of nothing, with no event', async () => {
    const receipt = await send(buyer, payments, 0n, payData(orderRef));
    expect(receipt.status).toBe('reverted');
    expect(receipt.logs).toEqual([]);
  });

  it('reverts when the treasury rejects the coins: the payer keeps them and nothing is logged', async () => {
    const deployer = devnetSigner(anvil.rpcUrl, devAccount(5));
    const rejecting = await deploy(deployer, helperContract('RejectsCoins'));
    const toRejecting = await deploy(deployer, paymentsArtifact, [rejecting]);
    const before = await balance(buyer.address);
    const receipt = await send(buyer, toRejecting, 1_000n, payData(orderRef));
    expect(receipt.status).toBe('reverted');
    expect(receipt.logs).toEqual([]);
    expect(before - (await balance(buyer.address))).toBe(receipt.gasUsed * receipt.effectiveGasPrice);
    expect(await balance(toRejecting)).toBe(0n);
    expect(await balance(rejecting)).toBe(0n);
  });

  it('cannot be given coins any other way: a plain transfer or an unknown call reverts', async () => {
    for (const data of ['0x', '0xdeadbeef'] as const) {
      const receipt = await send(buyer, payments, 1_000n, data);
      expect(receipt.status).toBe('reverted');
    }
    expect(await balance(payments)).toBe(0n);
  });

  it('refuses to be deployed without a treasury', async () => {
    const deployer = devnetSigner(anvil.rpcUrl, devAccount(5));
    await expect(
      deploy(deployer, paymentsArtifact, ['0x0000000000000000000000000000000000000000']),
    ).rejects.toThrow();
  });

  it('takes a payment from a smart account (a contract executing its owner’s call): the payer is the account', async () => {
    const owner = devnetSigner(anvil.rpcUrl, devAccount(2));
    const smartAccount = helperContract('SmartAccount');
    const account = await deploy(owner, smartAccount, [], 10n ** 18n);
    const value = 5n * 10n ** 15n;
    const treasuryBefore = await balance(treasury);
    const execute = encodeFunctionData({
      abi: smartAccount.abi,
      functionName: 'execute',
      args: [payments, value, payData(orderRef)],
    });
    const receipt = await send(owner, account, 0n, execute);
    expect(receipt.status).toBe('success');
    expect(paidEvents(receipt, payments)).toEqual([
      { eventName: 'Paid', args: { orderRef, payer: account, amount: value } },
    ]);
    expect((await balance(treasury)) - treasuryBefore).toBe(value);
    expect(await balance(account)).toBe(10n ** 18n - value);
  });

  it('takes a payment from an EIP-7702 delegated account: the payer is the account’s own address', async () => {
    const deployer = devnetSigner(anvil.rpcUrl, devAccount(5));
    const smartAccount = helperContract('SmartAccount');
    const implementation = await deploy(deployer, smartAccount);
    const eoa = devnetSigner(anvil.rpcUrl, devAccount(3));
    const authorization = await eoa.wallet.signAuthorization({
      contractAddress: implementation,
      executor: 'self',
      chainId: anvil.chainId,
    });
    const value = 7n * 10n ** 15n;
    const treasuryBefore = await balance(treasury);
    const hash = await eoa.wallet.sendTransaction({
      to: eoa.address,
      authorizationList: [authorization],
      data: encodeFunctionData({
        abi: smartAccount.abi,
        functionName: 'execute',
        args: [payments, value, payData(orderRef)],
      }),
      gas: 300_000n,
      chain: null,
    });
    const receipt = await mined(hash);
    expect(receipt.status).toBe('success');
    expect(await eoa.reader.getCode({ address: eoa.address })).toBe(
      `0xef0100${implementation.slice(2).toLowerCase()}`,
    );
    expect(paidEvents(receipt, payments)).toEqual([
      { eventName: 'Paid', args: { orderRef, payer: eoa.address, amount: value } },
    ]);
    expect((await balance(treasury)) - treasuryBefore).toBe(value);
  });
});
