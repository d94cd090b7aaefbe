import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db/open-database';
import { parseServerEnv } from '../env';
import { fakeChainClient } from '../testing/fake-chain';
import { asyncDestination, createJsonLogger } from './logger';

const dir = mkdtempSync(join(tmpdir(), 'dgrid-log-'));
const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * The request log writes through an asynchronous, batching destination (logger.ts). What server/README.md
 * "Logs" promises must still reach the file: every field of a request line, once flushed, and the lines
 * written just before the process exits.
 */
// The first test opens an in-memory database and migrates it: seconds on a quiet machine, more under load.
describe('request logs through the asynchronous destination', { timeout: 90_000 }, () => {
  it('writes the request line with every field once flushed', async () => {
    const file = join(dir, 'requests.log');
    const logger = createJsonLogger('info', asyncDestination(file));
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      const config = parseServerEnv({ DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(43) });
      const app = createApp({ db, config, chainClient: fakeChainClient(config), requestLogger: logger });
      const res = await app.request('/api/v1/public/dgai', { headers: { 'x-request-id': 'edge-7' } });
      expect(res.status).toBe(200);
      await new Promise<void>((resolve, reject) =>
        logger.flush((error) => (error ? reject(error) : resolve())),
      );
      const request = linesOf(file).find((line) => line.msg === 'request');
      expect(request).toMatchObject({
        level: 'info',
        service: 'dgrid-api',
        msg: 'request',
        reqId: 'edge-7',
        method: 'GET',
        route: '/api/v1/public/:symbol',
        path: '/api/v1/public/dgai',
        status: 200,
      });
      expect(request?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(typeof request?.ms).toBe('number');
    } finally {
      await db.close();
    }
  });

  it('lines logged on stdout just before process.exit are written, not lost in the buffer', () => {
    const script = join(dir, 'exit.ts');
    writeFileSync(
      script,
      `import { createJsonLogger } from ${JSON.stringify(loggerModule)};
       const logger = createJsonLogger('info');
       for (let i = 0; i < 3; i++) logger.info({ reqId: 'last-' + i }, 'request');
       process.exit(0);`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.reqId)).toEqual(['last-0', 'last-1', 'last-2']);
  });
});
