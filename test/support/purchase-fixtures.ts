import { tokens } from '@test/support/app-fixtures';
import { controllable } from '@test/support/controllable';
import {
  type ActorOptions,
  type ActorRefFrom,
  type AnyActorLogic,
  createActor,
  type EventObject,
  fromCallback,
} from 'xstate';
import { purchaseMachine } from '@/machines/purchase/purchase.machine';
import type { CreateOrderInput, CreateOrderOutput } from '@/machines/purchase/purchase-types';
import { purchasePaymentMachine } from '@/machines/purchase-payment/purchase-payment.machine';
import type {
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PurchasePaymentEvent,
  PurchasePaymentTag,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/purchase-payment/purchase-payment-types';
import { SESSION_SYSTEM_ID } from '@/machines/session/session-types';
import type { PurchaseRow, TokenInfoView } from '@/ui/app/purchase/purchase-data';
import type { Loadable, PagedSource } from '@/ui/kit/loadable';

/** The token figures as the purchase screen receives them: 0.0001 BNB per DGAI. */
export const tokenInfoView: TokenInfoView = {
  price: '100000000000000',
  currency: 'BNB',
  sold: tokens(1_234_500),
  totalSupply: tokens(100_000_000),
  holders: 3842,
};

/** The order the API opens for 1,000 DGAI at that price (docs/api-contract.md, POST /purchase): 0.1 BNB. */
export const purchaseOrder: CreateOrderOutput = {
  orderId: '42',
  amount: tokens(1000),
  value: '100000000000000000',
  // payTo is the payments contract (issue 27); reference is bytes32 hex.
  payTo: '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE',
  chainId: 97,
  reference: '0x6f726465722d3432000000000000000000000000000000000000000000000000',
  expiresAt: '2030-01-01T00:30:00.000Z',
};

/** The hash of the transaction that pays it. */
export const paymentHash = `0x${'ab'.repeat(32)}`;

export const ready = <T>(data: T): Loadable<T> => ({
  status: 'ready',
  data,
  refreshing: false,
  updatedAt: 0,
});

/** A user's order history before the first purchase. */
export const noPurchases: PagedSource<PurchaseRow> = {
  data: ready({ items: [], page: 1, size: 10, total: 0 }),
  page: 1,
  size: 10,
  onPageChange: () => undefined,
  onSizeChange: () => undefined,
};

/**
 * A running purchase machine whose five actors wait until the test settles them, with every
 * `purchase.transactionSent` it emitted, the `paid` flag of every `refreshOrders` it asked for and the events it
 * sent the session (a stand-in under the session's systemId). Its delays run on `clock` (give a SimulatedClock to
 * move time).
 */
export function startControllablePurchase(
  clock?: ActorOptions<AnyActorLogic>['clock'],
  watch?: { inspect: ActorOptions<AnyActorLogic>['inspect']; follow: (actor: never) => void },
) {
  const order = controllable<CreateOrderOutput, CreateOrderInput>();
  const payment = controllable<SendPaymentOutput, SendPaymentInput>();
  const receipt = controllable<WaitForReceiptOutput, WaitForReceiptInput>();
  const record = controllable<FetchOrderStatusOutput, FetchOrderStatusInput>();
  const network = controllable<SwitchNetworkOutput, SwitchNetworkInput>();
  const orderChanges: boolean[] = [];
  // The app's session as the chart finds it: by its systemId, in the system it is handed.
  const toSession: EventObject[] = [];
  const session = createActor(
    fromCallback<EventObject>(({ receive }) => receive((event) => void toSession.push(event))),
    { systemId: SESSION_SYSTEM_ID },
  ).start();
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        createOrder: order.logic,
        purchasePayment: purchasePaymentMachine.provide({
          actors: {
            sendPayment: payment.logic,
            waitForReceipt: receipt.logic,
            fetchOrderStatus: record.logic,
            switchNetwork: network.logic,
          },
        }),
      },
      actions: { refreshOrders: (_, { paid }) => void orderChanges.push(paid) },
    }),
    { clock, inspect: watch?.inspect, input: { system: session.system } },
  );
  watch?.follow(actor as never);
  actor.start();
  return { actor, order, payment, receipt, record, network, orderChanges, toSession };
}

type Purchase = Pick<ActorRefFrom<typeof purchaseMachine>, 'getSnapshot'>;

/** Whether the purchase, or its payment child (which owns the steps from the wallet to the server's record), has the tag. */
export function hasStep(actor: Purchase, tag: string): boolean {
  const snapshot = actor.getSnapshot();
  const payment = snapshot.children.purchasePayment?.getSnapshot();
  return snapshot.hasTag(tag as never) || (payment?.hasTag(tag as PurchasePaymentTag) ?? false);
}

/** The payment child's snapshot while the purchase pays. */
export function paymentOf(actor: Purchase) {
  return actor.getSnapshot().children.purchasePayment?.getSnapshot();
}

/** Tells the payment child (the only part that watches the page) that the page was hidden or shown. */
export function sendToPayment(actor: Purchase, event: PurchasePaymentEvent): void {
  actor.getSnapshot().children.purchasePayment?.send(event);
}
