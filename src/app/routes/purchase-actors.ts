import type { Address, Hash, Hex } from 'viem';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/http/api-client';
import { getPurchaseHistory } from '@/api/http/me/get-purchase-history';
import { createPurchase } from '@/api/http/purchase/create-purchase';
import type {
  CreateOrderInput,
  CreateOrderOutput,
  SendPaymentInput,
  SendPaymentOutput,
  WaitForOrderPaidInput,
  WaitForOrderPaidOutput,
  WaitForReceiptInput,
  WaitForReceiptOutput,
} from '@/machines/helpers/purchase-types';
import { withPurchaseErrors } from './purchase-errors';
import { waitForOrderPaid } from './wait-for-order-paid';

/** Orders looked at per poll: the newest first, so a fresh order is on this page. */
const RECENT_ORDERS = 20;

/** The wallet's functions, loaded with the wallet chunk only when a payment starts. */
async function loadWallet() {
  const [{ getWagmiConfig }, { sendTransaction }, { waitForReceipt }] = await Promise.all([
    import('@/api/chain/wagmi-config'),
    import('@/api/chain/send-transaction'),
    import('@/api/chain/wait-for-receipt'),
  ]);
  return { config: getWagmiConfig(), sendTransaction, waitForReceipt };
}

/**
 * The purchase machine's real actors: the order from the API, the payment and its receipt from the wallet
 * (src/api/chain, which rejects with WalletError codes), and the server's record from the purchase history.
 */
export function createPurchaseActors(client: ApiClient, wallet = loadWallet) {
  return {
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(({ input, signal }) =>
      withPurchaseErrors(async () => {
        const order = await createPurchase(client, { amount: input.amount, signal });
        return { ...order, orderId: String(order.orderId) };
      }),
    ),
    sendPayment: fromPromise<SendPaymentOutput, SendPaymentInput>(async ({ input }) => {
      const { config, sendTransaction } = await wallet();
      const { hash } = await sendTransaction(config, {
        to: input.to as Address,
        value: input.value,
        data: input.data as Hex,
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
    waitForOrderPaid: fromPromise<WaitForOrderPaidOutput, WaitForOrderPaidInput>(({ input, signal }) =>
      withPurchaseErrors(() =>
        waitForOrderPaid({
          orderId: input.orderId,
          signal,
          fetchRecent: (pageSignal) =>
            getPurchaseHistory(client, { page: 1, size: RECENT_ORDERS, signal: pageSignal }),
        }),
      ),
    ),
  };
}
