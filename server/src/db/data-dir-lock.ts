import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Data directories this process holds, so a second open inside one process is refused as well. */
const heldHere = new Set<string>();

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

/**
 * Takes `<dataDir>.lock` (the process id, created exclusively) for as long as this process uses PGlite's
 * data directory: PGlite is one process's database, and a second process writing the same files would
 * corrupt them (and both would elect themselves chain-watcher leader). A lock left by a process that is
 * gone (kill -9, a crash) is taken over. Returns the release function.
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
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(dir);
      return () => {
        heldHere.delete(dir);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    // Our own pid in the file is a lock from an earlier run (the same pid again, e.g. pid 1 in a container).
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid))
      throw refuse(`process ${pid}`);
    // Stale: move it aside (only one of two racing processes can), then try to create ours again.
    try {
      renameSync(file, `${file}.stale-${process.pid}`);
      rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {}
  }
  throw refuse('another process starting at the same time');
}
