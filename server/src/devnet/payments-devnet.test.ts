import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, getContractAddress, http, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { dgridPaymentsAbi } from '../../../src/domain/payments-contract-abi';
import { paymentsRuntimeCode } from '../contracts/payments-artifact';
import { type Anvil, startAnvil } from './anvil';
import { devAccount, devnetDeployer, devnetPaymentsContract } from './dev-accounts';
import { ensureDevnetPayments } from './payments-devnet';

const treasury = devAccount(9).address;
const reader = (anvil: Anvil) => createPublicClient({ transport: http(anvil.rpcUrl), cacheTime: 0 });
const treasuryOf = (anvil: Anvil) =>
  reader(anvil).readContract({
    address: devnetPaymentsContract,
    abi: dgridPaymentsAbi,
    functionName: 'treasury',
  });

describe('the payment contract on the devnet', { timeout: 60_000 }, () => {
  const started: Anvil[] = [];
  const dirs: string[] = [];
  const anvil = async (statePath?: string) => {
    const node = await startAnvil(statePath ? { statePath } : {});
    started.push(node);
    return node;
  };
  afterEach(async () => {
    await Promise.all(started.splice(0).map((node) => node.stop()));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is deployed by a key anyone can derive from its documented text, at its nonce 0', () => {
    const key = keccak256(toHex('DGrid devnet payment contract deployer'));
    expect(devnetDeployer.privateKey).toBe(key);
    expect(devnetDeployer.address).toBe(privateKeyToAccount(key).address);
    expect(devnetPaymentsContract).toBe(getContractAddress({ from: devnetDeployer.address, nonce: 0n }));
  });

  it('lands at the same address on every fresh devnet, paying the configured treasury', async () => {
    for (const node of [await anvil(), await anvil()]) {
      expect(await ensureDevnetPayments(node.rpcUrl, treasury)).toEqual({
        address: devnetPaymentsContract,
        outcome: 'deployed',
      });
      expect(await reader(node).getCode({ address: devnetPaymentsContract })).toBe(
        paymentsRuntimeCode(treasury).toLowerCase(),
      );
      expect(await treasuryOf(node)).toBe(treasury);
    }
  });

  it('is left as it is on a chain kept across restarts, and follows a changed treasury there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dgrid-devnet-'));
    dirs.push(dir);
    const statePath = join(dir, 'devnet-state.json');
    const first = await anvil(statePath);
    expect((await ensureDevnetPayments(first.rpcUrl, treasury)).outcome).toBe('deployed');
    await first.stop();
    const again = await anvil(statePath);
    expect((await ensureDevnetPayments(again.rpcUrl, treasury)).outcome).toBe('present');
    const other = devAccount(8).address;
    expect(await ensureDevnetPayments(again.rpcUrl, other)).toEqual({
      address: devnetPaymentsContract,
      outcome: 'replaced',
    });
    expect(await treasuryOf(again)).toBe(other);
  });
});
