import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

/** Data directories this process holds, so a second open inside one process is refused as well. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive advisory lock (flock(2)) on `<dataDir>.lock` for as long as this process uses PGlite's
 * data directory: PGlite is one process's database, and a second process writing the same files would
 * corrupt them (and both would elect themselves chain-watcher leader).
 *
 * Why flock, taken this way: the kernel holds the lock on the open file, not on a process id, so it works
 * across pid namespaces (two containers sharing a volume, where a pid in a file means nothing to the other
 * side) and the kernel releases it when the holder dies, however it dies (kill -9 included): no staleness
 * guess that could take a live holder's lock. Node has no flock call, so `flock(1)` (util-linux, on every
 * Debian; busybox has it too) takes it on a file descriptor this process opened and hands to it: flock
 * locks belong to the open file description, which parent and child share, so the lock stays with this
 * process's descriptor after the helper exits. The file keeps the holder's pid and host for the refusal
 * message only; it is never deleted (deleting a lock file lets two processes lock two different files).
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = `${dir}.lock`;
  const refuse = (holder: string) =>
    new Error(
      `PGlite data directory ${dir} is in use by ${holder}: stop it, or give this one its own DATA_DIR ` +
        '(several instances need PostgreSQL: DATABASE_URL)',
    );
  if (heldHere.has(dir)) throw refuse('this process');
  const fd = openSync(file, 'a+');
  const taken = spawnSync('flock', ['--exclusive', '--nonblock', '3'], {
    stdio: ['ignore', 'ignore', 'pipe', fd],
  });
  if (taken.error || taken.status !== 0) {
    closeSync(fd);
    if (taken.error)
      throw new Error(
        `Cannot lock the PGlite data directory ${dir}: flock(1) is needed (util-linux): ${taken.error.message}`,
      );
    const holder = readFileSync(file, 'utf8').trim();
    throw refuse(holder ? `another process (${holder})` : 'another process');
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `pid ${process.pid} on ${hostname()}\n`);
  heldHere.add(dir);
  return () => {
    heldHere.delete(dir);
    closeSync(fd);
  };
}
