import type { Address, Hash, Hex } from 'viem';
import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import { apiErrorCodeOf } from '@/api/http/api-error';
import { getPurchaseOrder } from '@/api/http/me/get-purchase-order';
import { createPurchase } from '@/api/http/purchase/create-purchase';
import type { ApiErrorCode } from '@/domain/api-errors';
import type { CreateOrderInput, CreateOrderOutput } from '@/machines/purchase/purchase-types';
import type {
  FetchOrderStatusFailure,
  FetchOrderStatusInput,
  FetchOrderStatusOutput,
  PageVisibilityEvent,
  SendPaymentInput,
  SendPaymentOutput,
  SwitchNetworkInput,
  SwitchNetworkOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/purchase-payment/purchase-payment-types';

/** An API failure as the purchase machine reads it: the code, and for a look at the record, when it happened. */
class PurchaseCallError extends Error implements Partial<FetchOrderStatusFailure> {
  override readonly name = 'PurchaseCallError';
  constructor(
    readonly code: ApiErrorCode,
    readonly checkedAt?: number,
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

/** The wallet's functions, loaded with the wallet chunk only when a payment starts. */
async function loadWallet() {
  const [{ getWagmiConfig }, { payOrder }, { waitForReceipt }, { switchChain }] = await Promise.all([
    import('@/api/chain/wagmi-config'),
    import('@/api/chain/pay-order'),
    import('@/api/chain/wait-for-receipt'),
    import('@/api/chain/switch-chain'),
  ]);
  return { config: getWagmiConfig(), payOrder, waitForReceipt, switchChain };
}

/**
 * The purchase machine's real actors: the order from the API, the payment and its receipt from the wallet
 * (src/api/chain, which rejects with WalletError codes), the switch to the order's chain (the same wallet call the
 * network dialog makes), one look at the server's record (the machine decides when to look again) and whether the
 * page is shown (the machine does not look while it is hidden). `clock` stamps each look, so the machine can tell when to stop looking.
 */
export function createPurchaseActors(client: ApiClient, wallet = loadWallet, clock: () => number = Date.now) {
  return {
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(async ({ input, signal }) => {
      try {
        const order = await createPurchase(client, { amount: input.amount, signal });
        return { ...order, orderId: String(order.orderId) };
      } catch (error) {
        throw new PurchaseCallError(apiErrorCodeOf(error), undefined, { cause: error });
      }
    }),
    sendPayment: fromPromise<SendPaymentOutput, SendPaymentInput>(async ({ input }) => {
      const { config, payOrder } = await wallet();
      const { hash } = await payOrder(config, {
        contract: input.contract as Address,
        reference: input.reference as Hex,
        value: input.value,
        chainId: input.chainId,
      });
      return { hash };
    }),
    waitForReceipt: fromPromise<WaitForReceiptOutput, WaitForReceiptInput>(async ({ input, signal }) => {
      const { config, waitForReceipt } = await wallet();
      const receipt = await waitForReceipt(config, {
        hash: input.hash as Hash,
        chainId: input.chainId,
        signal,
      });
      return receipt.status === 'confirmed'
        ? { status: 'confirmed' }
        : { status: 'failed', reason: receipt.reason };
    }),
    switchNetwork: fromPromise<SwitchNetworkOutput, SwitchNetworkInput>(async ({ input }) => {
      const { config, switchChain } = await wallet();
      await switchChain(config, { chainId: input.chainId });
      return { switchedAt: clock() };
    }),
    watchPageVisibility: fromCallback<PageVisibilityEvent>(({ sendBack }) => {
      const report = () => sendBack({ type: document.hidden ? 'page.hidden' : 'page.visible' });
      report();
      document.addEventListener('visibilitychange', report);
      return () => document.removeEventListener('visibilitychange', report);
    }),
    fetchOrderStatus: fromPromise<FetchOrderStatusOutput, FetchOrderStatusInput>(
      async ({ input, signal }) => {
        try {
          const order = await getPurchaseOrder(client, { orderId: input.orderId, signal });
          return { status: order?.status ?? null, checkedAt: clock() };
        } catch (error) {
          throw new PurchaseCallError(apiErrorCodeOf(error), clock(), { cause: error });
        }
      },
    ),
  };
}
