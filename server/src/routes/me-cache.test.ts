import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres-database';
import { LISTENER_APPLICATION } from '../db/postgres-listener';
import { readTestDatabaseUrl } from '../env';
import { ACCOUNT_CHANGED } from '../ledger/account';
import { anvilAccount } from '../testing/anvil-accounts';
import { type Json, otherInstance, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const TOKEN = 10n ** 18n;
/** server/README.md, Performance: GET /me is served from memory until a write changes it. */
const PROFILE_QUERY = /FROM users u JOIN accounts a/;

/**
 * GET /me from memory (read/profile-cache.ts) on two instances of one database: instance A is the harness's
 * app; B is a second app, on PostgreSQL with its own connections and LISTEN (as another process has), on
 * PGlite in the same process (the data-dir lock allows no other). Expected values come from the spec: a claim
 * or a paid order changes the profile, and every instance answers with the change once it knows of it.
 */
describe.each(databaseKinds)('GET /me from memory on %s', (kind) => {
  const h = useHarness(kind);

  /** Resolves when `db` delivers notices (LISTEN up), and records every notice it delivers after that. */
  function watch(db: Database) {
    const seen: string[] = [];
    const waiting: { address: string; resolve: () => void }[] = [];
    let up: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      up = resolve;
    });
    db.listen(ACCOUNT_CHANGED, {
      notice: (address) => {
        seen.push(address);
        for (const w of waiting.filter((w) => w.address === address)) w.resolve();
      },
      delivering: (delivering) => {
        if (delivering) up();
      },
    });
    /** Call before the write: resolves once its notice reached `db`'s listeners (the cache hears it first). */
    const notice = (address: string) =>
      new Promise<void>((resolve) => waiting.push({ address: address.toLowerCase(), resolve }));
    return { ready, notice, seen };
  }

  async function instanceB() {
    const url = readTestDatabaseUrl();
    let base = h.db;
    if (kind === 'postgres' && url) {
      const { rows } = await h.db.query<{ schema: string }>('SELECT current_schema() AS schema');
      base = await openPostgres(url, { schema: rows[0]?.schema ?? '' });
    }
    const { app, queries } = otherInstance(h, base, PROFILE_QUERY);
    const me = async (token: string): Promise<Json> => {
      const res = await app.request('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as Json).data;
    };
    return {
      me,
      db: base,
      profileReads: queries,
      close: () => (base === h.db ? Promise.resolve() : base.close()),
    };
  }
  const me = async (token: string) => (await h.request('GET', '/api/v1/me', { token })).body.data;

  it('a claim on A is seen by A at once and by B once its notice arrives; B answers from memory meanwhile', async () => {
    const b = await instanceB();
    try {
      await Promise.all([watch(h.db).ready, watch(b.db).ready]);
      const { token } = await h.signIn(alice);
      await h.buy(token, alice, 10);
      h.clock.advance(60_000);
      expect((await me(token)).balance.claimed).toBe('0');
      expect((await b.me(token)).balance.claimed).toBe('0');
      const reads = b.profileReads();
      expect((await b.me(token)).balance.claimed).toBe('0');
      expect(b.profileReads()).toBe(reads);

      const atB = watch(b.db).notice(alice.address);
      const claim = await h.request('POST', '/api/v1/mining/claim', { token, body: { now: h.clock.now } });
      expect(claim.status).toBe(200);
      const claimed = claim.body.data.claimed;
      expect(BigInt(claimed)).toBeGreaterThan(0n);
      expect((await me(token)).balance.claimed).toBe(claimed);
      await atB;
      expect((await b.me(token)).balance.claimed).toBe(claimed);
    } finally {
      await b.close();
    }
  });

  it('a credited order shows its pass and the inviter’s commission at once, on both instances', async () => {
    const b = await instanceB();
    try {
      await Promise.all([watch(h.db).ready, watch(b.db).ready]);
      const inviter = await h.signIn(alice);
      const buyer = await h.signIn(bob, inviter.data.user.inviteCode);
      const before = [
        await me(buyer.token),
        await b.me(buyer.token),
        await me(inviter.token),
        await b.me(inviter.token),
      ];
      expect(before.map((p) => p.pass.holder)).toEqual([false, false, false, false]);
      expect(before[2].balance.commission).toBe('0');

      const atB = watch(b.db).notice(alice.address);
      await h.buy(buyer.token, bob, 1000);
      const since = new Date(h.clock.now).toISOString();
      expect((await me(buyer.token)).pass).toEqual({ holder: true, since });
      const commission = (await me(inviter.token)).balance.commission;
      expect(BigInt(commission)).toBeGreaterThan(0n);
      await atB;
      expect((await b.me(buyer.token)).pass).toEqual({ holder: true, since });
      expect((await b.me(inviter.token)).balance.commission).toBe(commission);
      expect(BigInt(commission) % TOKEN).toBe(0n);
    } finally {
      await b.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'with its LISTEN connection lost, B reads the database until it is back',
    async () => {
      const b = await instanceB();
      try {
        const watched = watch(b.db);
        await Promise.all([watch(h.db).ready, watched.ready]);
        const { token } = await h.signIn(alice);
        expect((await b.me(token)).balance.commission).toBe('0');
        const lost = new Promise<void>((resolve) =>
          b.db.listen(ACCOUNT_CHANGED, { notice: () => {}, delivering: (up) => up || resolve() }),
        );
        await h.db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
          [
            `${LISTENER_APPLICATION} ${(await h.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s}/`,
          ],
        );
        await lost;
        // Writes no notice announces (as those sent while the connection was down would be missed).
        for (const earned of ['7', '8']) {
          await h.db.query('UPDATE accounts SET commission_earned = $2 WHERE address = $1', [
            alice.address.toLowerCase(),
            earned,
          ]);
          expect((await b.me(token)).balance.commission).toBe(earned);
        }
        const back = new Promise<void>((resolve) =>
          b.db.listen(ACCOUNT_CHANGED, { notice: () => {}, delivering: (up) => up && resolve() }),
        );
        await back;
        const reads = b.profileReads();
        await b.me(token);
        await b.me(token);
        expect(b.profileReads()).toBe(reads + 1);
      } finally {
        await b.close();
      }
    },
  );
});
