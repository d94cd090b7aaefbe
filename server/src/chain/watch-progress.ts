import type { Address, Hex } from 'viem';
import type { Database } from '../db/database';
import type { CreditResult } from '../ledger/credit-paid-order';
import type { TreasuryPayment } from './treasury-payments';

/** What creditPaidOrder decides for a successful payment. */
export type CreditOutcome = CreditResult;
/** What the watcher records for any payment it judged. */
type PaymentOutcome = CreditOutcome | 'reverted';

export type Observation = { payment: TreasuryPayment; outcome: PaymentOutcome };

/** The last fully processed block: its number, its hash and its timestamp. */
export type Cursor = { blockNumber: bigint; blockHash: Hex; blockTime: Date };
/** A cursor as stored: saved before migration 101, it has no block time until the next save. */
export type SavedCursor = Omit<Cursor, 'blockTime'> & { blockTime: Date | undefined };

export type WatchProgress = {
  read(): Promise<SavedCursor | undefined>;
  /** Records the judged payments and moves the cursor to `block`, both or neither. */
  save(block: Cursor, observations: readonly Observation[]): Promise<void>;
};

/** Cursor and observations of one (chain, treasury) pair, in the tables of migrations 100 and 101. */
export function watchProgress(
  db: Pick<Database, 'query' | 'transaction'>,
  chainId: number,
  treasury: Address,
): WatchProgress {
  const treasuryKey = treasury.toLowerCase();
  return {
    async read() {
      const { rows } = await db.query<{
        block_number: string | number | bigint;
        block_hash: string;
        block_time: Date | string | null;
      }>(
        `SELECT block_number, block_hash, block_time FROM chain_watch_cursor
         WHERE chain_id = $1 AND treasury = $2`,
        [chainId, treasuryKey],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        blockNumber: BigInt(row.block_number),
        blockHash: row.block_hash as Hex,
        blockTime: row.block_time === null ? undefined : new Date(row.block_time),
      };
    },
    async save(block, observations) {
      await db.transaction(async (tx) => {
        for (const { payment, outcome } of observations) {
          await tx.query(
            `INSERT INTO chain_payment_observations
               (chain_id, tx_hash, block_number, from_address, reference, value, outcome)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (chain_id, tx_hash) DO NOTHING`,
            [
              chainId,
              payment.txHash.toLowerCase(),
              payment.blockNumber,
              payment.from.toLowerCase(),
              payment.input,
              payment.value,
              outcome,
            ],
          );
        }
        await tx.query(
          `INSERT INTO chain_watch_cursor (chain_id, treasury, block_number, block_hash, block_time, updated_at)
           VALUES ($1, $2, $3, $4, $5, now())
           ON CONFLICT (chain_id, treasury)
           DO UPDATE SET block_number = excluded.block_number, block_hash = excluded.block_hash,
                         block_time = excluded.block_time, updated_at = excluded.updated_at`,
          [chainId, treasuryKey, block.blockNumber, block.blockHash, block.blockTime],
        );
      });
    },
  };
}
