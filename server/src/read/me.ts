import { getAddress } from 'viem';
import type { Queryable } from '../db/database';
import { readAccount } from '../ledger/account';
import { advancePool, claimable, ratePerSecond, settleAccount } from '../ledger/mining-math';
import { readPool } from '../ledger/pool';
import { BPS, type LedgerRules, TOKEN_UNIT } from '../ledger/rules';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type Profile = Awaited<ReturnType<typeof readMe>>;

/** The profile in one query (GET /me is the app's most frequent signed-in call; ProfileCache keeps it). */
export async function readMe(db: Queryable, address: string) {
  const { rows } = await db.query<{
    address: string;
    invite_code: string;
    inviter: string | null;
    created_at: Date;
    pass_since: Date | null;
    claimed: string;
    commission: string;
  }>(
    `SELECT u.address, u.invite_code, u.inviter, u.created_at, a.pass_since,
       (a.mining_claimed + a.spec_collected + a.commission_claimed)::text AS claimed,
       (a.commission_earned - a.commission_claimed)::text AS commission
     FROM users u JOIN accounts a ON a.address = u.address WHERE u.address = $1`,
    [address],
  );
  const user = rows[0];
  if (!user) throw new Error('Signed-in user is missing');
  return {
    address: getAddress(user.address),
    inviteCode: user.invite_code,
    inviter: user.inviter ? getAddress(user.inviter) : null,
    createdAt: user.created_at.toISOString(),
    pass: { holder: user.pass_since !== null, since: iso(user.pass_since) },
    balance: {
      /** Everything claims moved into the user's balance: mining, special collections and commission. */
      claimed: user.claimed,
      /** Commission earned and not yet claimed. */
      commission: user.commission,
    },
  };
}

export async function readCommissionBalance(db: Queryable, address: string) {
  const account = await readAccount(db, address);
  if (!account) throw new Error('Signed-in user is missing');
  return {
    available: (account.commissionEarned - account.commissionClaimed).toString(),
    totalEarned: account.commissionEarned.toString(),
    totalClaimed: account.commissionClaimed.toString(),
  };
}

/** Mining state at server time `now`, computed without writing (what a claim at `now` would credit). */
export async function readMining(db: Queryable, address: string, now: Date, rules: LedgerRules) {
  const account = await readAccount(db, address);
  if (!account) throw new Error('Signed-in user is missing');
  const pool = advancePool(await readPool(db, account.poolId), now.getTime());
  const settled = settleAccount(account, pool.accPerPower);
  const last = account.specLastCollectAt;
  return {
    poolId: account.poolId,
    power: account.power.toString(),
    pending: claimable(settled.accruedScaled).toString(),
    claimed: (account.miningClaimed + account.specCollected).toString(),
    ratePerSecond: ratePerSecond(account.power, pool).toString(),
    lastClaimAt: iso(account.lastClaimAt),
    spec: {
      lastCollectAt: iso(last),
      nextCollectAt: last ? new Date(last.getTime() + rules.specCooldownMs).toISOString() : null,
      bonus: ((account.power * TOKEN_UNIT * rules.specBonusBps) / BPS).toString(),
    },
  };
}
