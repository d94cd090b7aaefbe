import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { type Address, getAddress, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createChainClient } from '../chain-client';
import { anvilBinaryPath } from '../devnet/anvil';
import { anvilAccount } from '../testing/anvil-accounts';
import { useHarness } from '../testing/harness';

/** The devnet's own anvil lookup; undefined (the suite skips) where @foundry-rs/anvil has no binary. */
const anvilBin = (() => {
  try {
    return anvilBinaryPath();
  } catch {
    return undefined;
  }
})();
/** Runtime code answering every call with the EIP-1271 magic value (a wallet that accepts any signature). */
const ACCEPTS_ALL = '0x631626ba7e60e01b60005260206000f3';
/** Runtime code answering every call with 0xffffffff (a wallet that refuses every signature). */
const REFUSES_ALL = '0x63ffffffff60e01b60005260206000f3';
const acceptingWallet: Address = '0x00000000000000000000000000000000000c0de1';
const refusingWallet: Address = '0x00000000000000000000000000000000000c0de2';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Sign-in verification through a real node: viem's ERC-6492 validator runs on anvil and calls the wallet. */
describe.skipIf(anvilBin === undefined)('contract-wallet sign-in against anvil', () => {
  const h = useHarness('pglite');
  let anvil: ChildProcess | undefined;
  let rpcUrl = '';
  const rpc = async (method: string, params: unknown[]) => {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return (await res.json()) as { result?: unknown };
  };

  beforeAll(async () => {
    if (anvilBin === undefined) return;
    const port = await freePort();
    rpcUrl = `http://127.0.0.1:${port}`;
    anvil = spawn(anvilBin, ['--host', '127.0.0.1', '--port', String(port), '--silent'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 200; attempt++) {
      if (
        await rpc('eth_chainId', []).then(
          (r) => r.result !== undefined,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const [wallet, code] of [
      [acceptingWallet, ACCEPTS_ALL],
      [refusingWallet, REFUSES_ALL],
    ]) {
      await rpc('anvil_setCode', [wallet, code]);
      expect((await rpc('eth_getCode', [wallet, 'latest'])).result).toBe(code);
    }
  });
  afterAll(() => {
    anvil?.kill();
  });
  beforeEach(() => {
    h.reconfigure({ RPC_URL: rpcUrl });
    h.app = createApp({
      db: h.db,
      config: h.config,
      chainClient: createChainClient(h.config),
      now: () => new Date(h.clock.now),
    });
  });

  const challenge = async (address: Address, sign: (message: string) => Promise<Hex>) => {
    const code = await h.request('POST', '/api/v1/client-user/get-code', { body: { address } });
    const signature = await sign(code.body.data.message);
    const { message } = code.body.data;
    return h.request('POST', '/api/v1/client-user/challenge', { body: { signature, address, message } });
  };
  const alice = anvilAccount(1);

  it('signs in a deployed contract wallet that accepts the signature (EIP-1271)', async () => {
    const res = await challenge(acceptingWallet, (message) => alice.signMessage({ message }));
    expect(res.status).toBe(200);
    expect(res.body.data.user.address).toBe(getAddress(acceptingWallet));
  });

  it('refuses a contract wallet that rejects it, and a wrong EOA signature checked on chain', async () => {
    expect((await challenge(refusingWallet, (message) => alice.signMessage({ message }))).status).toBe(401);
    const bob = anvilAccount(2);
    expect((await challenge(alice.address, (message) => bob.signMessage({ message }))).status).toBe(401);
    expect((await challenge(alice.address, (message) => alice.signMessage({ message }))).status).toBe(200);
  });

  it('reports the chain head in health', async () => {
    await rpc('anvil_mine', ['0x3']);
    const res = await h.request('GET', '/api/v1/health');
    expect(res.body.data.chain).toEqual({ id: 31337, block: 3 });
  });
});
