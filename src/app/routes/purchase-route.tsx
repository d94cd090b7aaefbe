import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { Suspense, useRef, useState } from 'react';
import { getPurchaseHistory } from '@/api/http/me/get-purchase-history';
import { getTokenInfo } from '@/api/http/public/get-token-info';
import { useApiClient } from '@/app/api-client-context';
import { useWalletRuntime } from '@/app/wallet-runtime-context';
import { site } from '@/config/site';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type { AppSystem } from '@/machines/session/session-peer';
import { SessionActor } from '@/ui/actors/session-context';
import { PurchaseScreen } from '@/ui/app/purchase/purchase-screen';
import { useConfiguredChain } from '@/ui/app/purchase/use-configured-chain';
import { RouteFallback } from '@/ui/kit/route-fallback';
import { createPurchaseActors } from './purchase-actors';
import { invalidatedByPaidOrder, purchaseQueryKeys } from './purchase-query-keys';
import { toLoadable } from './to-loadable';
import { toPurchaseRow } from './to-purchase-row';
import { usePagedQuery } from './use-paged-query';

export interface PurchaseRouteProps {
  /** The click time Try again sends (Date.now; tests fix it). */
  clock?: () => number;
}

/** The order is the purchase's; the wallet, the receipt, the page and the record are its payment child's. */
function purchaseActorsOf({ createOrder, ...payment }: ReturnType<typeof createPurchaseActors>) {
  return { createOrder, purchasePayment: purchasePaymentMachine.provide({ actors: payment }) };
}

/** /app/purchase: token figures, the order history and the purchase statechart with its real effects. */
export function PurchaseRoute(props: PurchaseRouteProps) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PurchaseContainer {...props} />
    </Suspense>
  );
}

function PurchaseContainer({ clock }: PurchaseRouteProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
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
  // What a step of the payment changed on the server is read again: the orders list, and more once it is paid.
  const [logic] = useState(() =>
    purchaseMachine.provide({
      actors: purchaseActorsOf(createPurchaseActors(client)),
      actions: {
        refreshOrders: (_, { paid }) => {
          for (const queryKey of paid ? invalidatedByPaidOrder : [purchaseQueryKeys.history])
            void queryClient.invalidateQueries({ queryKey });
        },
      },
    }),
  );
  const system = useAppSystems();
  const actorRef = useActorRef(logic, { input: { system } });
  const { transactionUrl, networkName } = useConfiguredChain();

  return (
    <PurchaseScreen
      actorRef={actorRef}
      info={toLoadable(info)}
      history={history}
      transactionUrl={transactionUrl}
      networkName={networkName}
      clock={clock}
    />
  );
}

/**
 * The app area's actor system and the wallet chunk's, as one lookup by systemId: a paid order tells the session to
 * fetch the profile again, a sent payment is handed to the wallet's transaction store (which loads on its own time,
 * so it is looked up when the payment is sent).
 */
function useAppSystems(): AppSystem {
  const session = SessionActor.useActorRef();
  const wallet = useRef(useWalletRuntime());
  wallet.current = useWalletRuntime();
  const [system] = useState<AppSystem>(() => ({
    get: (systemId) => session.system.get(systemId) ?? wallet.current?.transactionStore.system.get(systemId),
  }));
  return system;
}
