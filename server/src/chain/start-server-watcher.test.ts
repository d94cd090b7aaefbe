import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/http/api-client';
import { getCode } from '../../../src/api/http/client-user/get-code';
import { submitChallenge } from '../../../src/api/http/client-user/submit-challenge';
import { getPurchaseHistory } from '../../../src/api/http/me/get-purchase-history';
import { createPurchase } from '../../../src/api/http/purchase/create-purchase';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { devnetWallet } from '../devnet/devnet-wallet';
import { ensureDevnetPayments } from '../devnet/payments-devnet';
import { parseServerEnv } from '../env';
import { type RunningServer, startServer } from '../index';
import { anvilAccount } from '../testing/anvil-accounts';

describe('startServer with its watcher, over HTTP on loopback', () => {
  let anvil: Anvil;
  let server: RunningServer;

  beforeAll(async () => {
    anvil = await startAnvil();
    const config = parseServerEnv({
      PORT: '0',
      DATA_DIR: 'memory://',
      JWT_SECRET: 'start-server-watcher-test-secret-0123456789',
      RPC_URL: anvil.rpcUrl,
    });
    await ensureDevnetPayments(anvil.rpcUrl, config.treasury);
    server = await startServer({ config, watcher: { pollMs: 25 } });
  });
  afterAll(async () => {
    await server?.close();
    await anvil?.stop();
  });

  it('credits an order the browser client placed and a wallet paid', async () => {
    let token: string | undefined;
    const client = createApiClient({
      apiHost: server.url,
      loginToken: { read: () => token },
      onUnauthorized: vi.fn(),
      notify: vi.fn(),
    });
    const account = anvilAccount(3);
    const code = await getCode(client, { address: account.address });
    const session = await submitChallenge(client, {
      address: account.address,
      message: code.message,
      signature: await account.signMessage({ message: code.message }),
    });
    token = session.token;

    const order = await createPurchase(client, { amount: (10n ** 18n).toString() });
    // The order names the payment contract (`npm start` deploys it on the devnet, as this test does).
    expect(order.payTo).toBe(server.config.paymentsContract);
    const hash = await devnetWallet(anvil.rpcUrl, devAccount(3)).payMined(order, BigInt(order.value));
    await vi.waitFor(
      async () =>
        expect((await getPurchaseHistory(client)).items[0]).toMatchObject({ status: 'paid', txHash: hash }),
      { timeout: 10_000, interval: 50 },
    );
  });
});
