import {
  type Address,
  createPublicClient,
  createTestClient,
  type Hex,
  http,
  parseEther,
  publicActions,
} from 'viem';
import { e2eEnv } from './e2e-env';

/** Runtime code that reverts every call (`PUSH1 0 PUSH1 0 REVERT`). */
const alwaysRevertsRuntime: Hex = '0x60006000fd';

/**
 * The test's hands on the run's anvil: block production, balances and code. Everything here is a devnet
 * method a real chain does not have; journeys use it to set the scene, never to fake what they assert.
 */
export function devnet() {
  const transport = http(e2eEnv().rpcUrl);
  const client = createTestClient({ mode: 'anvil', transport }).extend(publicActions);
  const reader = createPublicClient({ transport, cacheTime: 0 });
  return {
    /** Off: transactions wait in the pool, so the app shows them pending until `mine`. */
    setAutomine: (enabled: boolean) => client.setAutomine(enabled),
    mine: (blocks = 1) => client.mine({ blocks }),
    fund: (address: Address, ether = '100') => client.setBalance({ address, value: parseEther(ether) }),
    /** Turns `address` into a contract whose every call reverts; `restore` makes it a plain account again. */
    async makeAlwaysRevert(address: Address) {
      const before = await reader.getCode({ address });
      await client.setCode({ address, bytecode: alwaysRevertsRuntime });
      return { restore: () => client.setCode({ address, bytecode: before ?? '0x' }) };
    },
    pendingTransactionCount: async () => {
      const block = await reader.getBlock({ blockTag: 'pending', includeTransactions: false });
      return block.transactions.length;
    },
    /** The transactions waiting in the pool (automine off), as the node holds them. */
    pendingTransactions: async () => {
      const block = await reader.getBlock({ blockTag: 'pending', includeTransactions: true });
      return block.transactions.map(({ from, to, value, input }) => ({ from, to, value, input }));
    },
    receipt: (hash: Hex) => reader.getTransactionReceipt({ hash }),
  };
}

export type Devnet = ReturnType<typeof devnet>;
