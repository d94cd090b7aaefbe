import type { DevnetRpc } from './watcher-chain';

/** How anvil mined the backlog: blocks in all, seconds, and its pace (seconds per 1,000 empty blocks) first and last. */
export type Mining = { blocks: number; seconds: number; firstThousand: number; lastThousand: number };

const CHUNK = 1_000;

/**
 * Mines `blocks` blocks with one payment at the end of each of `payments.length` equal gaps of empty blocks
 * (anvil_mine, in chunks of 1,000 so that progress shows: anvil mines each block slower the longer its chain).
 */
export async function mineBacklog(
  rpc: DevnetRpc,
  payments: { paid(): Promise<void> }[],
  blocks: number,
  say: (line: string) => void,
): Promise<Mining> {
  const gap = Math.max(0, Math.floor(blocks / payments.length) - 1);
  const start = performance.now();
  const chunks: number[] = [];
  let mined = 0;
  for (const payment of payments) {
    for (let left = gap; left > 0; left -= CHUNK) {
      const count = Math.min(CHUNK, left);
      const chunkStart = performance.now();
      await rpc('anvil_mine', [`0x${count.toString(16)}`]);
      chunks.push((performance.now() - chunkStart) / count);
      mined += count;
    }
    await payment.paid();
    mined += 1;
    say(`backlog: ${mined} blocks mined in ${((performance.now() - start) / 1000).toFixed(0)} s (anvil)`);
  }
  return {
    blocks: mined,
    seconds: (performance.now() - start) / 1000,
    firstThousand: chunks[0] ?? 0,
    lastThousand: chunks.at(-1) ?? 0,
  };
}
