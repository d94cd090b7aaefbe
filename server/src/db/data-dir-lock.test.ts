import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../testing/server-process';

/** `unshare --pid --fork` needs root (or user namespaces): where it is missing, say so loudly and skip. */
const namespaces = spawnSync('unshare', ['--pid', '--fork', 'true']).status === 0;
if (!namespaces)
  console.warn(
    '\n!!! PID-NAMESPACE LOCK TEST SKIPPED: `unshare --pid --fork` is not available here (needs root)\n',
  );

const scratch = mkdtempSync(join(tmpdir(), 'dgrid-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The server's own pid, seen from here: the child of `unshare --fork`. */
function serverPid(unshare: SpawnedServer): number {
  const pid = unshare.child.pid as number;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0]);
}

describe.skipIf(!namespaces)(
  'the PGlite data directory across pid namespaces (two containers, one volume)',
  () => {
    const running: SpawnedServer[] = [];
    afterEach(async () => {
      for (const server of running.splice(0)) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    });

    it('refuses a second server while the first runs, and starts one after the first is killed with SIGKILL', async () => {
      const env = {
        PORT: '0',
        CHAIN: 'local',
        DATA_DIR: join(scratch, 'shared'),
        // Nobody listens there: the watcher fails its passes, which does not matter here.
        RPC_URL: 'http://127.0.0.1:9',
        LOG_LEVEL: 'info',
      };
      const inNamespace = ['unshare', '--pid', '--fork'];
      const first = spawnServer(env, inNamespace);
      running.push(first);
      await first.started;
      const second = spawnServer(env, inNamespace);
      running.push(second);
      // Started instead of refusing (the pid-file lock did: both are pid 1 in their namespaces) fails at once.
      expect(await Promise.race([second.exited, second.started.then(() => 'started')])).toBe(1);
      expect(second.output()).toMatch(/PGlite data directory .*shared\/pglite is in use by another process/);

      process.kill(serverPid(first), 'SIGKILL');
      await first.exited;
      const third = spawnServer(env, inNamespace);
      running.push(third);
      await third.started;
      expect(third.output()).not.toContain('in use by');
    }, 400_000);
  },
);
