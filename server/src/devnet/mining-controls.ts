import { createTestClient, type Hex, http } from 'viem';

/** Devnet-only controls over block production (anvil's evm_* methods), for tests and the e2e suite. */
export function devnetControls(rpcUrl: string) {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
  return {
    /** Off: transactions wait in the pool until a block is mined by hand. */
    setAutomine: (enabled: boolean) => client.setAutomine(enabled),
    /** Mines `count` blocks at once (anvil_mine, the batch form of evm_mine). */
    mine: (count = 1) => client.mine({ blocks: count }),
    /** The next block's timestamp (seconds), as if it were mined at that moment. Later blocks follow on. */
    setNextBlockTime: (time: Date) =>
      client.setNextBlockTimestamp({ timestamp: BigInt(Math.floor(time.getTime() / 1000)) }),
    snapshot: (): Promise<Hex> => client.snapshot(),
    revert: (id: Hex) => client.revert({ id }),
  };
}

export type DevnetControls = ReturnType<typeof devnetControls>;
