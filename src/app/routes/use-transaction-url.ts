import { useEffect, useState } from 'react';
import type { TransactionUrl } from '@/ui/app/purchase/purchase-data';

/**
 * The block explorer link of a transaction on the configured chain, or none (the local devnet has no
 * explorer). The chain definitions come with the wallet chunk, loaded here rather than in the route's own.
 */
export function useTransactionUrl(): TransactionUrl | undefined {
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('@/config/chains').then(
      ({ chainSetup }) => {
        const url = chainSetup.chain.blockExplorers?.default.url;
        if (live && url) setBase(url.replace(/\/+$/, ''));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return base === null ? undefined : (hash: string) => `${base}/tx/${hash}`;
}
