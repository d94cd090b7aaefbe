import type { Config } from '@wagmi/core';
import { createContext, useContext } from 'react';
import type { TransactionStoreRef } from './wallet/actor-refs';

/** What a screen needs of the running wallet (types only here: the values come with the wallet chunk). */
export interface WalletRuntime {
  config: Config;
  supportedChainIds: readonly number[];
  /** Where a sent payment goes: `addRecentTransaction(transactionStore, { hash, description })`, which throws. */
  transactionStore: TransactionStoreRef;
}

/** Null until the wallet chunk runs (it provides the value). */
export const WalletRuntimeContext = createContext<WalletRuntime | null>(null);

export const useWalletRuntime = () => useContext(WalletRuntimeContext);
