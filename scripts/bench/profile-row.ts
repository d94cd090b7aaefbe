import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * With BENCH_PROFILE=<dir>, V8's CPU profiler (what `node --cpu-prof` runs) records each row while it is under
 * load, and nothing else (not the start-up, the migrations or the sign-ins before it): one
 * `<row>.cpuprofile` per row, for scripts/summarise-cpu-profile.ts. The load generator runs in the
 * same process, so its own functions (autocannon, the HTTP parser) show in the profile beside the server's.
 */
export async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE?.trim();
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = join(dir, `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
