import type { Address, Hex } from 'viem';
import type { Database } from '../db/database';
import type { CreditResult } from '../ledger/credit-paid-order';
import type { ContractPayment } from './payment-logs';

/** What creditPaidOrder decides for a successful payment. */
export type CreditOutcome = CreditResult;
/** What the watcher records for any payment it judged. */
type PaymentOutcome = CreditOutcome | 'reverted';

export type Observation = { payment: ContractPayment; outcome: PaymentOutcome };

/** The last fully processed block: its number, its hash and its timestamp. */
export type Cursor = { blockNumber: bigint; blockHash: Hex; blockTime: Date };
/**
 * A cursor as stored: saved before migration 101, it has no block time until the next save; saved before
 * migration 120, no genesis hash.
 */
export type SavedCursor = Omit<Cursor, 'blockTime'> & { blockTime: Date | undefined; genesisHash?: Hex };

/** A processed block's number and hash, kept in the window the reorganisation check walks back. */
export type BlockHash = { blockNumber: bigint; blockHash: Hex };

export type SaveExtras = {
  /** Hashes of the blocks processed since the last save, the cursor block among them. */
  scanned?: readonly BlockHash[];
  /** Block 0's hash, once known: kept with the cursor to tell another chain from a reorganisation. */
  genesisHash?: Hex;
  /** Forget the whole window (the chain was replaced by another). */
  resetWindow?: boolean;
};

export type WatchProgress = {
  read(): Promise<SavedCursor | undefined>;
  /**
   * Records the judged payments and moves the cursor to `block`, both or neither. The window of block
   * hashes gains `scanned`, loses every block above the cursor (a rewind) and the blocks older than the
   * window.
   */
  save(block: Cursor, observations: readonly Observation[], extras?: SaveExtras): Promise<void>;
  /** The window's blocks below `below`, newest first. */
  recentBlocks(below: bigint): Promise<BlockHash[]>;
};

/** Blocks of hashes kept below the cursor: far deeper than any reorganisation a chain with finality has. */
export const DEFAULT_REORG_WINDOW = 128;

/**
 * Cursor, observations (one per `Paid` event: transaction hash and payment index, migration 150) and recent
 * block hashes of one (chain, watched address) pair (migrations 100, 101, 120): the address is the payment contract's, kept in the tables' `treasury` column.
 */
export function watchProgress(
  db: Pick<Database, 'query' | 'transaction'>,
  chainId: number,
  treasury: Address,
  reorgWindow = DEFAULT_REORG_WINDOW,
): WatchProgress {
  const treasuryKey = treasury.toLowerCase();
  return {
    async read() {
      const { rows } = await db.query<{
        block_number: string | number | bigint;
        block_hash: string;
        block_time: Date | string | null;
        genesis_hash: string | null;
      }>(
        `SELECT block_number, block_hash, block_time, genesis_hash FROM chain_watch_cursor
         WHERE chain_id = $1 AND treasury = $2`,
        [chainId, treasuryKey],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        blockNumber: BigInt(row.block_number),
        blockHash: row.block_hash as Hex,
        blockTime: row.block_time === null ? undefined : new Date(row.block_time),
        ...(row.genesis_hash ? { genesisHash: row.genesis_hash as Hex } : {}),
      };
    },
    async recentBlocks(below) {
      const { rows } = await db.query<{ block_number: string | number | bigint; block_hash: string }>(
        `SELECT block_number, block_hash FROM chain_watch_blocks
         WHERE chain_id = $1 AND treasury = $2 AND block_number < $3
         ORDER BY block_number DESC LIMIT $4`,
        [chainId, treasuryKey, below, reorgWindow],
      );
      return rows.map((row) => ({ blockNumber: BigInt(row.block_number), blockHash: row.block_hash as Hex }));
    },
    async save(block, observations, extras = {}) {
      await db.transaction(async (tx) => {
        for (const { payment, outcome } of observations) {
          await tx.query(
            `INSERT INTO chain_payment_observations
               (chain_id, tx_hash, payment_index, block_number, from_address, reference, value, outcome)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (chain_id, tx_hash, payment_index) DO NOTHING`,
            [
              chainId,
              payment.txHash.toLowerCase(),
              payment.paymentIndex,
              payment.blockNumber,
              payment.from.toLowerCase(),
              payment.reference,
              payment.value,
              outcome,
            ],
          );
        }
        await tx.query(
          `INSERT INTO chain_watch_cursor
             (chain_id, treasury, block_number, block_hash, block_time, genesis_hash, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, now())
           ON CONFLICT (chain_id, treasury)
           DO UPDATE SET block_number = excluded.block_number, block_hash = excluded.block_hash,
                         block_time = excluded.block_time, updated_at = excluded.updated_at,
                         genesis_hash = coalesce(excluded.genesis_hash, chain_watch_cursor.genesis_hash)`,
          [
            chainId,
            treasuryKey,
            block.blockNumber,
            block.blockHash,
            block.blockTime,
            extras.genesisHash ?? null,
          ],
        );
        await tx.query(
          `DELETE FROM chain_watch_blocks
           WHERE chain_id = $1 AND treasury = $2
             AND ($5::boolean OR block_number > $3::bigint OR block_number <= $3::bigint - $4::bigint)`,
          [chainId, treasuryKey, block.blockNumber, reorgWindow, extras.resetWindow === true],
        );
        const scanned = (extras.scanned ?? []).filter((b) => b.blockNumber <= block.blockNumber);
        if (scanned.length > 0) {
          await tx.query(
            `INSERT INTO chain_watch_blocks (chain_id, treasury, block_number, block_hash)
             SELECT $1, $2, number::bigint, hash FROM unnest($3::text[], $4::text[]) AS b (number, hash)
             WHERE number::bigint > $5::bigint - $6::bigint
             ON CONFLICT (chain_id, treasury, block_number) DO UPDATE SET block_hash = excluded.block_hash`,
            [
              chainId,
              treasuryKey,
              scanned.map((b) => b.blockNumber.toString()),
              scanned.map((b) => b.blockHash),
              block.blockNumber,
              reorgWindow,
            ],
          );
        }
      });
    },
  };
}
