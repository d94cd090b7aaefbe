import type { DevnetRpc } from './watcher-chain';

/** How anvil mined the backlog: blocks in all, seconds, the payments' blocks, and its pace (s per 1,000 empty blocks). */
export type Mining = {
  blocks: number;
  seconds: number;
  paymentBlocks: bigint[];
  firstThousand: number;
  lastThousand: number;
};

const CHUNK = 1_000;

/** `count` distinct offsets in 1..`blocks`, ascending, from a seeded generator (the same every run). */
function paymentOffsets(count: number, blocks: number, seed: number): number[] {
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: reproducible, no dependency.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const offsets = new Set<number>();
  while (offsets.size < Math.min(count, blocks)) offsets.add(1 + Math.floor(next() * blocks));
  return [...offsets].sort((a, b) => a - b);
}

/**
 * Mines `blocks` blocks on top of the head with each of `payments` (a real `pay` call, mined alone in its
 * block) at a seeded random height among them, the rest empty (anvil_mine, in chunks of 1,000 so that
 * progress and pace show).
 */
export async function mineBacklog(
  rpc: DevnetRpc,
  payments: { paid(): Promise<void> }[],
  blocks: number,
  seed: number,
  say: (line: string) => void,
): Promise<Mining> {
  const base = BigInt((await rpc('eth_blockNumber')) as string);
  const offsets = paymentOffsets(payments.length, blocks, seed);
  const start = performance.now();
  const chunks: number[] = [];
  let mined = 0;
  const mineEmpty = async (upTo: number) => {
    while (mined < upTo) {
      const count = Math.min(CHUNK, upTo - mined);
      const chunkStart = performance.now();
      await rpc('anvil_mine', [`0x${count.toString(16)}`]);
      if (count === CHUNK) chunks.push(performance.now() - chunkStart);
      mined += count;
    }
  };
  for (const [index, payment] of payments.entries()) {
    const offset = offsets[index] as number;
    await mineEmpty(offset - 1);
    await payment.paid();
    mined += 1;
    say(`backlog: ${mined} blocks mined in ${((performance.now() - start) / 1000).toFixed(1)} s (anvil)`);
  }
  await mineEmpty(blocks);
  const head = BigInt((await rpc('eth_blockNumber')) as string);
  if (head !== base + BigInt(blocks))
    throw new Error(`the backlog is ${head - base} blocks, not ${blocks}: something else mined`);
  return {
    blocks: mined,
    seconds: (performance.now() - start) / 1000,
    paymentBlocks: offsets.map((offset) => base + BigInt(offset)),
    firstThousand: (chunks[0] ?? 0) / 1000,
    lastThousand: (chunks.at(-1) ?? 0) / 1000,
  };
}
