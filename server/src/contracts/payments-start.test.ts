import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Address, getAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from '../devnet/anvil';
import { devAccount } from '../devnet/dev-accounts';
import { deploy, devnetSigner, helperContract } from '../testing/contract-accounts';
import { paymentsArtifact } from './payments-artifact';

const root = fileURLToPath(new URL('../../..', import.meta.url));

type Run = { status: number | null; stdout: string; stderr: string };

/** Runs a TypeScript entry point as an operator would; `until` ends it with SIGTERM once its output matches. */
function run(entry: string, env: Record<string, string>, until?: RegExp): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
    });
    let [stdout, stderr, signalled] = ['', '', false];
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // Once: a second SIGTERM finds the server's one-shot handler gone and kills it outright.
      if (until?.test(stdout) && !signalled) signalled = child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

let anvil: Anvil;
/** The operator's treasury: checksummed, no devnet account. */
const treasury = getAddress(privateKeyToAccount(generatePrivateKey()).address);
let deployed: Address;

// A BSC-like chain (id 56) on anvil: the server runs as CHAIN=bsc with everything the start refusals ask for.
const production = () => ({
  CHAIN: 'bsc',
  PORT: '0',
  DATA_DIR: 'memory://',
  RPC_URL: anvil.rpcUrl,
  PUBLIC_ORIGIN: 'https://app.dgrid.example',
  JWT_SECRET: '9f3a7c1e5b2d8046af19c3e7d5b0428e6c1fa937b5d2e0846c9af13e7b5d2c08',
  TREASURY_ADDRESS: treasury,
});
const startServer = (paymentsContract: Address, until?: RegExp) =>
  run('server/src/index.ts', { ...production(), PAYMENTS_CONTRACT: paymentsContract }, until);

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 56 });
});
afterAll(async () => {
  await anvil?.stop();
});

describe('deploying the payment contract and starting the server on it', { timeout: 240_000 }, () => {
  it('npm run contracts:deploy refuses clearly without its settings, printing no key', async () => {
    const key = generatePrivateKey();
    const result = await run('scripts/contracts-deploy.ts', { DEPLOYER_PRIVATE_KEY: key.slice(0, 40) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^Refusing to deploy: DEPLOYER_PRIVATE_KEY: .*RPC_URL: must be set.*TREASURY_ADDRESS: must be set/,
    );
    expect(result.stdout + result.stderr).not.toContain(key.slice(2, 40));
  });

  it('npm run contracts:deploy deploys it, waits for the receipt and prints the address', async () => {
    const result = await run('scripts/contracts-deploy.ts', {
      DEPLOYER_PRIVATE_KEY: devAccount(7).privateKey,
      RPC_URL: anvil.rpcUrl,
      TREASURY_ADDRESS: treasury,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const printed = /PAYMENTS_CONTRACT=(0x[0-9a-fA-F]{40})/.exec(result.stdout)?.[1];
    expect(printed).toBeDefined();
    deployed = getAddress(printed as string);
    const reader = devnetSigner(anvil.rpcUrl, devAccount(7)).reader;
    const onChain = await reader.readContract({
      address: deployed,
      abi: paymentsArtifact.abi,
      functionName: 'treasury',
    });
    expect(onChain).toBe(treasury);
  });

  it('the server starts with PAYMENTS_CONTRACT at that deployment', async () => {
    expect(deployed).toBeDefined();
    const result = await startServer(deployed, /DGrid API started/);
    expect(result.stdout).toContain('DGrid API started');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses to start, in one line naming PAYMENTS_CONTRACT, when the code there is not this contract paying TREASURY_ADDRESS', async () => {
    const deployer = devnetSigner(anvil.rpcUrl, devAccount(6));
    const otherContract = await deploy(deployer, helperContract('SmartAccount'));
    const otherTreasury = await deploy(deployer, paymentsArtifact, [devAccount(8).address]);
    const nothing = getAddress(privateKeyToAccount(generatePrivateKey()).address);
    const cases: [Address, RegExp][] = [
      [nothing, /no contract at/],
      [otherContract, /is not DGridPayments/],
      [otherTreasury, new RegExp(`pays ${devAccount(8).address}, not TREASURY_ADDRESS ${treasury}`)],
    ];
    for (const [address, reason] of cases) {
      const result = await startServer(address);
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toEqual([expect.stringMatching(/^Refusing to start: PAYMENTS_CONTRACT: /)]);
      expect(lines[0]).toMatch(reason);
      expect(lines[0]).toContain(address);
    }
  });
});
