import { type Address, encodeFunctionData, type Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { ensureDevnetPayments } from '../devnet/payments-devnet';
import { anvilAccount } from '../testing/anvil-accounts';
import { deploy, devnetSigner, helperContract } from '../testing/contract-accounts';
import { useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { type Order, outcomes, placeOrder, testWatcherOptions } from '../testing/watcher-scenario';
import { createChainClient } from './chain-reads';
import { startWatcher, type Watcher } from './watcher';

const TOKEN = 10n ** 18n;

/**
 * Issue 27: every wallet pays. An order placed by a contract account (a minimal smart account executing its
 * owner's calls, like a Safe or an ERC-4337 account) or an EIP-7702 delegated account, paid by that account
 * through the payment contract (an internal call to `pay`), is credited once: the order is `paid`, its power
 * is there once, and another pass changes nothing.
 */
describe.each(databaseKinds)('an order paid from a contract account, on %s', (kind) => {
  const h = useHarness(kind);
  let anvil: Anvil;
  let watcher: Watcher;

  beforeEach(async () => {
    anvil = await startAnvil();
    await ensureDevnetPayments(anvil.rpcUrl, h.config.treasury);
    const genesis = await createChainClient(anvil.rpcUrl).getBlock();
    h.clock.now = Number(genesis.timestamp) * 1000;
    watcher = startWatcher(testWatcherOptions(h, anvil.rpcUrl));
  });
  afterEach(async () => {
    await watcher.stop();
    await anvil.stop();
  });

  const payData = (order: Order) =>
    encodeFunctionData({ abi: dgridPaymentsAbi, functionName: 'pay', args: [order.reference] });
  /** The smart account's `execute(to, value, data)` that calls pay(reference) with the order's value. */
  const executePay = (order: Order) =>
    encodeFunctionData({
      abi: helperContract('SmartAccount').abi,
      functionName: 'execute',
      args: [order.payTo, BigInt(order.value), payData(order)],
    });

  /** Signs in as `address`, a contract account whose signatures its owner (anvil account #2) makes. */
  async function signInAsContract(address: Address): Promise<string> {
    const owner = anvilAccount(2);
    h.contractWallets.set(address.toLowerCase(), owner.address);
    const code = await h.request('POST', '/api/v1/client-user/get-code', { body: { address } });
    const { message } = code.body.data as { message: string };
    const signedIn = await h.request('POST', '/api/v1/client-user/challenge', {
      body: { address, message, signature: await owner.signMessage({ message }) },
    });
    expect(signedIn.status).toBe(200);
    return (signedIn.body.data as { token: string }).token;
  }

  async function expectCreditedOnce(token: string, order: Order, hash: Hex) {
    for (let pass = 0; pass < 3; pass++) await watcher.scanNow();
    const history = await h.request('GET', '/api/v1/me/purchase/history?size=100', { token });
    const row = history.body.data.items.find((item: { orderId: string }) => item.orderId === order.orderId);
    expect(row).toMatchObject({ status: 'paid', txHash: hash });
    expect(await outcomes(h)).toEqual({ [hash]: 'credited' });
    const mining = await h.request('GET', '/api/v1/me/mining', { token });
    expect(mining.body.data.power).toBe('3');
  }

  it('credits once an order a smart account placed and paid through an internal call to pay()', async () => {
    const owner = devnetSigner(anvil.rpcUrl, devAccount(2));
    const smartAccount = helperContract('SmartAccount');
    const account = await deploy(owner, smartAccount, [], TOKEN);
    const token = await signInAsContract(account);
    const order = await placeOrder(h, token, 3n);
    expect(order.payTo).toBe(h.config.paymentsContract);
    // The owner's transaction goes to the smart account, which calls the payment contract.
    const hash = await owner.wallet.sendTransaction({
      to: account,
      data: executePay(order),
      gas: 300_000n,
      chain: null,
    });
    expect((await owner.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    );
    await expectCreditedOnce(token, order, hash);
  });

  it('credits two orders a smart account paid with a batch of two pay() calls in one transaction, each once', async () => {
    const owner = devnetSigner(anvil.rpcUrl, devAccount(2));
    const account = await deploy(owner, helperContract('SmartAccount'));
    const token = await signInAsContract(account);
    const first = await placeOrder(h, token, 2n);
    const second = await placeOrder(h, token, 3n);
    const calls = [first, second].map((order) => ({
      to: order.payTo,
      value: BigInt(order.value),
      data: payData(order),
    }));
    // One transaction from the owner: the smart account calls pay() twice, so it holds two Paid events.
    const hash = await owner.wallet.sendTransaction({
      to: account,
      value: BigInt(first.value) + BigInt(second.value),
      data: encodeFunctionData({
        abi: helperContract('SmartAccount').abi,
        functionName: 'executeBatch',
        args: [calls],
      }),
      gas: 500_000n,
      chain: null,
    });
    const receipt = await owner.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(
      receipt.logs.filter((log) => log.address.toLowerCase() === first.payTo.toLowerCase()),
    ).toHaveLength(2);

    for (let pass = 0; pass < 3; pass++) await watcher.scanNow();
    const history = await h.request('GET', '/api/v1/me/purchase/history?size=100', { token });
    const rows = new Map(history.body.data.items.map((item: { orderId: string }) => [item.orderId, item]));
    expect(rows.get(first.orderId)).toMatchObject({ status: 'paid', txHash: hash, received: first.value });
    expect(rows.get(second.orderId)).toMatchObject({ status: 'paid', txHash: hash, received: second.value });
    expect(await outcomes(h)).toEqual({ [hash]: 'credited', [`${hash}#1`]: 'credited' });
    expect((await h.request('GET', '/api/v1/me/mining', { token })).body.data.power).toBe('5');
    // More blocks and passes change nothing.
    await owner.wallet.sendTransaction({ to: devAccount(8).address, value: 1n, chain: null });
    for (let pass = 0; pass < 2; pass++) await watcher.scanNow();
    expect(await outcomes(h)).toEqual({ [hash]: 'credited', [`${hash}#1`]: 'credited' });
    expect((await h.request('GET', '/api/v1/me/mining', { token })).body.data.power).toBe('5');
  });

  it('credits once an order an EIP-7702 delegated account placed and paid through its delegate', async () => {
    const implementation = await deploy(
      devnetSigner(anvil.rpcUrl, devAccount(5)),
      helperContract('SmartAccount'),
    );
    const eoa = devnetSigner(anvil.rpcUrl, devAccount(3));
    const { token } = await h.signIn(anvilAccount(3));
    const order = await placeOrder(h, token, 3n);
    const authorization = await eoa.wallet.signAuthorization({
      contractAddress: implementation,
      executor: 'self',
      chainId: anvil.chainId,
    });
    const hash = await eoa.wallet.sendTransaction({
      to: eoa.address,
      authorizationList: [authorization],
      data: executePay(order),
      gas: 300_000n,
      chain: null,
    });
    expect((await eoa.reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    );
    expect(await eoa.reader.getCode({ address: eoa.address })).toMatch(/^0xef0100/);
    await expectCreditedOnce(token, order, hash);
  });
});
