import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { advisoryLeaderLock, advisoryLockKey, advisoryLockSpace, inProcessLeaderLock } from './leader-lock';

describe('inProcessLeaderLock', () => {
  it('lets one watcher per database lead, and the next one after a release', async () => {
    const database = {};
    const first = inProcessLeaderLock(database);
    const second = inProcessLeaderLock(database);
    expect(await first.ensure()).toBe(true);
    expect(await second.ensure()).toBe(false);
    expect(await first.ensure()).toBe(true);
    await first.release();
    expect(await second.ensure()).toBe(true);
    expect(await first.ensure()).toBe(false);
    await second.release();
  });

  it('keeps separate databases apart', async () => {
    expect(await inProcessLeaderLock({}).ensure()).toBe(true);
    expect(await inProcessLeaderLock({}).ensure()).toBe(true);
  });
});

const databaseUrl = process.env.DATABASE_URL_TEST;

describe.skipIf(!databaseUrl)('advisoryLeaderLock (PostgreSQL)', () => {
  const url = databaseUrl ?? '';
  // A scope of its own, so parallel test files never contend for the same lock.
  const scope = `leader-lock-test/${process.pid}/${Date.now()}`;

  it('lets exactly one of several processes lead, and another take over after a release', async () => {
    const locks = [
      advisoryLeaderLock(url, scope),
      advisoryLeaderLock(url, scope),
      advisoryLeaderLock(url, scope),
    ];
    try {
      const held = await Promise.all(locks.map((lock) => lock.ensure()));
      expect(held.filter(Boolean)).toHaveLength(1);
      const leader = held.indexOf(true);
      expect(await locks[leader]?.ensure()).toBe(true);
      await locks[leader]?.release();
      const next = await Promise.all(locks.filter((_, i) => i !== leader).map((lock) => lock.ensure()));
      expect(next.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all(locks.map((lock) => lock.release()));
    }
  });

  it('frees the lock when the holder loses its session, and the holder notices', async () => {
    const holder = advisoryLeaderLock(url, `${scope}/session`);
    const standby = advisoryLeaderLock(url, `${scope}/session`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(await holder.ensure()).toBe(true);
      expect(await standby.ensure()).toBe(false);
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND classid = $1::oid AND objid = $2::oid AND granted`,
        // pg_locks shows the signed key as an unsigned oid.
        [String(advisoryLockSpace), String(advisoryLockKey(`${scope}/session`) >>> 0)],
      );
      // The backend exits a moment after the signal; the standby takes the lock as soon as it is free.
      await vi.waitFor(async () => expect(await standby.ensure()).toBe(true), {
        timeout: 5_000,
        interval: 20,
      });
      expect(await holder.ensure()).toBe(false);
      expect(await standby.ensure()).toBe(true);
    } finally {
      await holder.release();
      await standby.release();
      await admin.end();
    }
  });

  it('reports no leadership, without throwing, when the database is unreachable', async () => {
    const lock = advisoryLeaderLock('postgres://nobody@127.0.0.1:1/none', scope);
    expect(await lock.ensure()).toBe(false);
    await lock.release();
  });
});
