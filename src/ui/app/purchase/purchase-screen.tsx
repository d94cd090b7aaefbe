import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { isOrderUsable } from '@/machines/shared/payment-failure';
import type { Loadable, PagedSource } from '@/ui/kit/loadable';
import { type PayDifference, remainingOf } from './payment-notes';
import { PaymentProgress } from './payment-progress';
import type { PurchaseRow, TokenInfoView, TransactionUrl } from './purchase-data';
import { PurchaseForm } from './purchase-form';
import { PurchaseHistory } from './purchase-history';
import { TokenInfo } from './token-info';
import '@/ui/kit/button.css';
import '../screen.css';
import './purchase.css';

export interface PurchaseScreenProps {
  actorRef: ActorRefFrom<typeof purchaseMachine>;
  info: Loadable<TokenInfoView>;
  history: PagedSource<PurchaseRow>;
  transactionUrl?: TransactionUrl | undefined;
  /** The configured network by name (as the wallet dialogs name it), for the wrong-network message. */
  networkName?: string | undefined;
  /** The click time Try again sends (Date.now; tests fix it). */
  clock?: () => number;
}

/** Buy the token: its public figures, the order form with the live cost, the payment in place, and the orders. */
export function PurchaseScreen(props: PurchaseScreenProps) {
  const { actorRef, info, history, transactionUrl, networkName, clock } = props;
  const { t } = useTranslation('app');
  const loaded = info.status === 'ready' ? info.data : null;
  const currency = loaded?.currency ?? null;
  const values = { symbol: site.token.symbol, currency: currency ?? '' };
  const now = clock ?? Date.now;
  const idle = useSelector(actorRef, (snapshot) => snapshot.hasTag('editing') || snapshot.hasTag('paid'));
  const topUp = (row: PurchaseRow) =>
    row.payment && {
      ...row.payment,
      orderId: row.orderId,
      amount: row.amount,
      value: remainingOf(row).toString(),
    };
  const payDifference: PayDifference = {
    isPayable: (row) => remainingOf(row) > 0n && isOrderUsable(topUp(row) || null, now()),
    enabled: idle,
    onPay: (row) => {
      const order = topUp(row);
      if (order) actorRef.send({ type: 'user.payDifference', order, now: now() });
    },
  };
  return (
    <div className="app-screen purchase-screen">
      <header className="app-screen__header">
        <h1 className="app-screen__title">{t('purchase.title', values)}</h1>
        <p className="app-screen__lead">{t('purchase.lead', values)}</p>
      </header>
      <TokenInfo info={info} />
      <section className="purchase-order" aria-label={t('purchase.buy', values)}>
        <div className="purchase-card">
          <PurchaseForm actorRef={actorRef} info={loaded} infoFailed={info.status === 'error'} />
        </div>
        <div className="purchase-card">
          <PaymentProgress
            actorRef={actorRef}
            currency={currency ?? ''}
            transactionUrl={transactionUrl}
            networkName={networkName}
            clock={clock}
          />
        </div>
      </section>
      <PurchaseHistory
        history={history}
        currency={currency}
        transactionUrl={transactionUrl}
        payDifference={payDifference}
      />
    </div>
  );
}
