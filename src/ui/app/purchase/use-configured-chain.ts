import { useEffect, useState } from 'react';
import type { TransactionUrl } from '@/ui/app/purchase/purchase-data';

interface ConfiguredChainView {
  /** The chain's name as the wallet dialogs show it. */
  name: string;
  /** The block explorer's base URL, if the chain has one (the local devnet has none). */
  explorer: string | null;
}

/**
 * What the purchase screen shows of the configured chain: a transaction's block explorer link, and the
 * network's name for the wrong-network message. The chain definitions come with the wallet chunk, loaded here
 * rather than in the route's own; both are undefined until they arrive.
 */
export function useConfiguredChain(): {
  transactionUrl: TransactionUrl | undefined;
  networkName: string | undefined;
} {
  const [chain, setChain] = useState<ConfiguredChainView | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('@/config/chains'), import('@/config/chain-metadata')]).then(
      ([{ chainSetup }, { describeChain }]) => {
        const explorer = chainSetup.chain.blockExplorers?.default.url;
        if (live)
          setChain({
            name: describeChain(chainSetup.chain).name,
            explorer: explorer ? explorer.replace(/\/+$/, '') : null,
          });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const explorer = chain?.explorer ?? null;
  return {
    transactionUrl: explorer === null ? undefined : (hash: string) => `${explorer}/tx/${hash}`,
    networkName: chain?.name,
  };
}
