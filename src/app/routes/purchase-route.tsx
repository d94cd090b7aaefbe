import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPurchaseHistory } from '@/api/http/me/get-purchase-history';
import { getTokenInfo } from '@/api/http/public/get-token-info';
import { useApiClient } from '@/app/api-client-context';
import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import { purchaseMachine } from '@/machines/purchase.machine';
import { PurchaseScreen } from '@/ui/app/purchase/purchase-screen';
import { intlLocale } from '@/ui/kit/format-date';
import { createPurchaseActors } from './purchase-actors';
import { invalidatedByPaidOrder, purchaseQueryKeys } from './purchase-query-keys';
import { RouteFallback } from './route-fallback';
import { toLoadable } from './to-loadable';
import { toPurchaseRow } from './to-purchase-row';
import { usePageVisibility } from './use-page-visibility';
import { usePagedQuery } from './use-paged-query';
import { useTransactionUrl } from './use-transaction-url';

/** A payment the wallet sent, for the transaction store (`wallet.transactionSent`). */
interface SentPurchaseTransaction {
  hash: string;
  chainId: number;
  /** "Buy 1,000 DGAI", in the reader's language. */
  description: string;
}

export interface PurchaseRouteProps {
  /** The shell forwards it to the transaction store, so it shows in the account dialog's recent transactions. */
  onTransactionSent: (transaction: SentPurchaseTransaction) => void;
  /** The click time Try again sends (Date.now; tests fix it). */
  clock?: () => number;
}

/** /app/purchase: token figures, the order history and the purchase statechart with its real effects. */
export function PurchaseRoute(props: PurchaseRouteProps) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PurchaseContainer {...props} />
    </Suspense>
  );
}

function PurchaseContainer({ onTransactionSent, clock }: PurchaseRouteProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('app');
  const info = useQuery({
    queryKey: purchaseQueryKeys.tokenInfo,
    queryFn: ({ signal }) => getTokenInfo(client, { pathSegment: site.token.pathSegment, signal }),
    select: (data) => ({ ...data, price: data.price.value, currency: data.price.currency }),
  });
  const history = usePagedQuery(purchaseQueryKeys.history, async (page) => {
    const result = await getPurchaseHistory(client, page);
    return {
      ...result,
      items: result.items.map(toPurchaseRow),
    };
  });
  const [logic] = useState(() => purchaseMachine.provide({ actors: createPurchaseActors(client) }));
  const actorRef = useActorRef(logic);
  usePageVisibility(actorRef);

  // The latest callback and language without re-subscribing on every render.
  const announce = useRef({ onTransactionSent, t, language: i18n.language });
  announce.current = { onTransactionSent, t, language: i18n.language };
  useEffect(() => {
    const subscription = actorRef.on('purchase.transactionSent', (event) => {
      const { onTransactionSent: forward, t: translate, language } = announce.current;
      const amount = formatTokenAmount(event.amount, 18, {
        maxFractionDigits: 0,
        locale: intlLocale(language),
      });
      forward({
        hash: event.hash,
        chainId: event.chainId,
        description: translate('purchase.transactionDescription', { amount, symbol: site.token.symbol }),
      });
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // Each step of a payment changes the orders list (new order, paid, expired); a paid one changes more. The
  // steps are told by their tags: looking at the record again and again is one step.
  useEffect(() => {
    const stepOf = (snapshot: { tags: Set<string> }) => [...snapshot.tags].sort().join();
    let last = stepOf(actorRef.getSnapshot());
    const subscription = actorRef.subscribe((snapshot) => {
      const step = stepOf(snapshot);
      if (step === last) return;
      last = step;
      const keys = snapshot.hasTag('paid') ? invalidatedByPaidOrder : [purchaseQueryKeys.history];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, queryClient]);

  return (
    <PurchaseScreen
      actorRef={actorRef}
      info={toLoadable(info)}
      history={history}
      transactionUrl={useTransactionUrl()}
      clock={clock}
    />
  );
}
