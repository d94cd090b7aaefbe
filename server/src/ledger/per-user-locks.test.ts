import { describe, expect, it } from 'vitest';
import { anvilAccount } from '../testing/anvil-accounts';
import { fakeTxHash, useHarness } from '../testing/harness';
import { databaseKinds } from '../testing/test-databases';
import { claimMining } from './claims';
import { creditPaidOrder } from './credit-paid-order';
import { claimMiningIn } from './mining-claim';

const alice = anvilAccount(1);
const bob = anvilAccount(2);
const DAILY = 100_000n * 10n ** 18n;
/** What one user alone in the pool earns in `ms` (README, Mining: power / total power × emission). */
const earned = (ms: number) => (DAILY * BigInt(ms)) / 86_400_000n;

describe.each(databaseKinds)('mining claims and changes of power on %s', (kind) => {
  const h = useHarness(kind);
  const claim = async (token: string, now: number) =>
    (await h.request('POST', '/api/v1/mining/claim', { token, body: { now } })).body.data;

  it('a change of power after a claim settled at a later time takes effect at that time', async () => {
    // Alice buys 100 tokens and is alone in the pool; an instance whose clock is 60 s on settles her claim.
    const a = await h.signIn(alice);
    await h.buy(a.token, alice, 100);
    const start = h.clock.now;
    const b = await h.signIn(bob);
    const order = (
      await h.request('POST', '/api/v1/purchase', {
        token: b.token,
        body: { amount: (100n * 10n ** 18n).toString() },
      })
    ).body.data;
    h.clock.advance(60_000);
    expect((await claim(a.token, h.clock.now)).claimed).toBe(earned(60_000).toString());
    // Bob's payment is credited by an instance whose clock is 30 s behind that claim. Time as the ledger sees
    // it never runs backwards (README, Time): his power counts from the claim's time, not from 30 s before.
    const behind = new Date(start + 30_000);
    const credited = await creditPaidOrder(
      h.db,
      {
        reference: order.reference,
        from: bob.address,
        value: BigInt(order.value),
        txHash: fakeTxHash(),
        paymentIndex: 0,
        blockNumber: 1n,
        blockTimestamp: behind,
        chainId: 31337,
      },
      { now: () => behind },
    );
    expect(credited).toBe('credited');
    // 60 s later: half the pool each for those 60 s; alice alone before.
    h.clock.advance(60_000);
    const alicesSecond = BigInt((await claim(a.token, h.clock.now)).claimed);
    const bobs = BigInt((await claim(b.token, h.clock.now)).claimed);
    expect(bobs).toBe(earned(30_000));
    expect(earned(60_000) + alicesSecond).toBe(earned(90_000));
    expect(earned(60_000) + alicesSecond + bobs).toBeLessThanOrEqual(earned(120_000));
  });

  it.runIf(kind === 'postgres')(
    'one user’s claim under way holds up no other user’s claim',
    async () => {
      const a = await h.signIn(alice);
      const b = await h.signIn(bob);
      await h.buy(a.token, alice, 100);
      await h.buy(b.token, bob, 100);
      h.clock.advance(60_000);
      const now = new Date(h.clock.now);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let claimed: () => void = () => {};
      const aliceClaimed = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      // Alice's claim has run and keeps its transaction (and its locks) open until Bob's claim has finished.
      const alicesClaim = h.db.transaction(async (tx) => {
        const outcome = await claimMiningIn(tx, {
          address: alice.address.toLowerCase(),
          nowMs: now.getTime(),
          now,
        });
        claimed();
        await held;
        return outcome;
      });
      await aliceClaimed;
      // Were the pool row locked exclusively, this would wait for Alice's commit, which waits for this: the
      // test would time out.
      const bobs = await claimMining(h.db, { address: bob.address.toLowerCase(), nowMs: now.getTime(), now });
      release();
      const alices = await alicesClaim;
      expect(bobs.status === 200 && bobs.data.claimed).toBe((earned(60_000) / 2n).toString());
      expect(alices.status === 200 && alices.data.claimed).toBe((earned(60_000) / 2n).toString());
    },
    15_000,
  );

  it('20 simultaneous orders of one user: exactly the 10 open orders the rules allow', async () => {
    const { token } = await h.signIn(alice);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.request('POST', '/api/v1/purchase', { token, body: { amount: (10n ** 18n).toString() } }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(10);
  });
});
