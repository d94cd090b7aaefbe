import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import type { purchaseMachine } from '@/machines/purchase/purchase.machine';
import { purchaseCost } from '@/machines/purchase/purchase-amount';
import { Skeleton } from '@/ui/kit/skeleton';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { TokenInfoView } from './purchase-data';
import { usePurchaseSteps } from './use-purchase-steps';

export interface PurchaseFormProps {
  actorRef: ActorRefFrom<typeof purchaseMachine>;
  /** The price, once loaded: the live cost needs it. */
  info: TokenInfoView | null;
  /** The token figures could not be loaded: the cost says so instead of waiting. */
  infoFailed?: boolean;
}

/** The amount field with its rule and message, the exact cost in the native coin, Buy and Clear. */
export function PurchaseForm({ actorRef, info, infoFailed = false }: PurchaseFormProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const symbol = site.token.symbol;
  const { amountText, amount, amountError } = useSelector(actorRef, (s) => s.context);
  const canEdit = useSelector(actorRef, (s) => s.can({ type: 'user.changeAmount', value: '' }));
  const canSubmit = useSelector(actorRef, (s) => s.can({ type: 'user.submit' }));
  const canClear = useSelector(actorRef, (s) => s.hasTag('editing') && s.context.amountText !== '');
  const busy = usePurchaseSteps(actorRef).hasTag('busy');
  // Back to the form after a payment (Buy more, Cancel, a rejection in the wallet): the field takes the focus.
  const inputRef = useRef<HTMLInputElement>(null);
  const couldEdit = useRef(canEdit);
  useEffect(() => {
    if (canEdit && !couldEdit.current) inputRef.current?.focus();
    couldEdit.current = canEdit;
  }, [canEdit]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'user.submit' });
  };
  const describedBy = `${id}-hint${amountError ? ` ${id}-error` : ''}`;
  return (
    <form className="purchase-form" onSubmit={submit} noValidate aria-busy={busy}>
      <label className="purchase-form__label" htmlFor={`${id}-amount`}>
        {t('purchase.amount.label')}
      </label>
      <div className={`purchase-form__field${amountError ? ' is-invalid' : ''}`}>
        <input
          ref={inputRef}
          id={`${id}-amount`}
          className="purchase-form__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('purchase.amount.placeholder')}
          value={amountText}
          disabled={!canEdit}
          aria-invalid={amountError !== null}
          aria-describedby={describedBy}
          onChange={(event) => actorRef.send({ type: 'user.changeAmount', value: event.target.value })}
        />
        <span className="purchase-form__unit" aria-hidden="true">
          {symbol}
        </span>
      </div>
      <p id={`${id}-hint`} className="purchase-form__hint">
        {t('purchase.amount.hint')}
      </p>
      <p id={`${id}-error`} className="purchase-form__error" role="alert">
        {amountError ? t(amountError, { symbol }) : null}
      </p>
      <div className="purchase-form__cost" aria-live="polite">
        <span>{t('purchase.amount.cost')}</span>
        <strong data-testid="purchase-cost">
          {info === null && infoFailed ? (
            <span className="purchase-form__unavailable">{t('purchase.amount.costUnavailable')}</span>
          ) : info === null ? (
            <Skeleton width="8rem" />
          ) : amount === null ? (
            '—'
          ) : (
            <TokenAmount
              value={purchaseCost(amount, info.price)}
              symbol={info.currency}
              maxFractionDigits={18}
            />
          )}
        </strong>
      </div>
      <div className="purchase-form__actions">
        <button type="submit" className="kit-button kit-button--primary" disabled={!canSubmit}>
          {t('purchase.buy', { symbol })}
        </button>
        {canClear ? (
          <button
            type="button"
            className="kit-button kit-button--ghost"
            onClick={() => actorRef.send({ type: 'user.cancel' })}
          >
            {t('purchase.clear')}
          </button>
        ) : null}
      </div>
      <p className="purchase-form__note">{t('purchase.amount.note', { symbol, brand: site.brand })}</p>
    </form>
  );
}
