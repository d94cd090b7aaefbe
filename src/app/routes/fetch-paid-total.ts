import type { ApiClient } from '@/api/http/api-client';
import { getPurchaseHistory } from '@/api/http/me/get-purchase-history';
import { sumPaid } from '@/domain/format/pass-progress';

/** The largest page the API serves (docs/api-contract.md). */
const PAGE_SIZE = 100;
/** A bound on the walk: far more orders than anyone short of a pass has. */
const MAX_PAGES = 20;

/** Tokens bought in paid orders, in base units: the history walked page by page and summed. */
export async function fetchPaidTotal(client: ApiClient, signal?: AbortSignal): Promise<string> {
  let total = 0n;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await getPurchaseHistory(client, { page, size: PAGE_SIZE, signal });
    total += BigInt(sumPaid(result.items));
    if (page * PAGE_SIZE >= result.total) break;
  }
  return total.toString();
}
