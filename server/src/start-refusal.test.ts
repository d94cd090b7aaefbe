import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The real entry point, as an operator runs it: `CHAIN=bsc npm start`-like, with the defaults left in. */
describe('the server process refuses an unsafe production start', () => {
  it('exits 1 with one line naming every unsafe variable, and prints no secret or RPC key', () => {
    const rpcKey = 'k3y-0f-the-rpc-provider';
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        PATH: process.env.PATH,
        CHAIN: 'bsc',
        PORT: '0',
        DATA_DIR: 'memory://',
        RPC_URL: `https://bsc.example/v3/${rpcKey}`,
        JWT_SECRET: 'password-password-password-password',
      },
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start: TREASURY_ADDRESS: .*JWT_SECRET: too weak.*PUBLIC_ORIGIN: /);
    expect(result.stdout + result.stderr).not.toContain(rpcKey);
    expect(result.stdout + result.stderr).not.toContain('password-password');
  }, 150_000);

  it('refuses a sequential JWT_SECRET (an alphabet passes the length and alphabet checks), in one line', () => {
    const safe = {
      PATH: process.env.PATH,
      CHAIN: 'bsc',
      PORT: '0',
      DATA_DIR: 'memory://',
      RPC_URL: 'http://127.0.0.1:9',
      PUBLIC_ORIGIN: 'https://app.example',
      TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
    };
    const sequential = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...safe, JWT_SECRET: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789' },
    });
    expect(sequential.status).toBe(1);
    expect(sequential.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start: JWT_SECRET: too weak on CHAIN=bsc: /),
    ]);
  }, 150_000);
});
