import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import { formatTokenAmount } from '@/domain/format/token-amount';
import type { ClaimKind, claimMachine } from '@/machines/claim/claim.machine';
import { formatDateTime, intlLocale } from '@/ui/kit/format-date';
import { toastOptions } from '@/ui/wallet/toasts/toast-options';
import '@/ui/kit/button.css';
import './claim-control.css';

export interface ClaimControlProps {
  actorRef: ActorRefFrom<typeof claimMachine>;
  /** Button text at rest and while the claim is in flight (translated). */
  label: string;
  busyLabel: string;
  /** The data says there is nothing to claim yet (no power, cooldown running): the button waits too. */
  unavailable?: boolean;
  /** The click time sent as the idempotency key (Date.now; tests fix it). */
  clock?: () => number;
}

/** What a claim moved, in words: the amount, or that there was nothing to claim yet. */
function claimedText(t: TFunction<'app'>, kind: ClaimKind, amount: string, language: string): string {
  const symbol = site.token.symbol;
  if (amount === '0') return t('states.claim.nothing', { symbol });
  const formatted = formatTokenAmount(amount, site.token.decimals, { locale: intlLocale(language) });
  return t(`states.claim.done.${kind}`, { amount: formatted, symbol });
}

/** Each successful claim the actor emits is also a toast (info when nothing had accrued). */
function useClaimedToast(actorRef: ActorRefFrom<typeof claimMachine>) {
  const { t, i18n } = useTranslation('app');
  const { enqueueSnackbar } = useSnackbar();
  const latest = useRef({ t, language: i18n.language, enqueueSnackbar });
  latest.current = { t, language: i18n.language, enqueueSnackbar };
  useEffect(() => {
    const subscription = actorRef.on('claim.claimed', ({ kind, amount }) => {
      const { t: translate, language, enqueueSnackbar: toast } = latest.current;
      toast(
        toastOptions(claimedText(translate, kind, amount, language), amount === '0' ? 'info' : 'success'),
      );
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
}

/**
 * A claim button bound to a claim actor: disabled while a claim is in flight, then the claimed amount (also as a
 * toast) or why it failed, with Retry (same request) when a retry can help and Dismiss. The outcome line is a
 * live region.
 */
export function ClaimControl({
  actorRef,
  label,
  busyLabel,
  unavailable = false,
  clock = Date.now,
}: ClaimControlProps) {
  const { t, i18n } = useTranslation('app');
  useClaimedToast(actorRef);
  const snapshot = useSelector(actorRef, (s) => s);
  const { kind, amount, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const canClaim = snapshot.can({ type: 'user.claim', now: 0 }) && !unavailable;

  let outcome: string | null = null;
  if (snapshot.hasTag('claimed') && amount !== null) {
    outcome = claimedText(t, kind, amount, i18n.language);
  } else if (snapshot.hasTag('failed') && error) {
    const time = error.nextCollectAt ? formatDateTime(error.nextCollectAt, i18n.language) : null;
    outcome =
      error.code === 'cooldown'
        ? time
          ? t('states.claim.error.cooldown', { time })
          : t('states.claim.error.cooldownUnknown')
        : t(`states.claim.error.${error.code}`);
  }

  return (
    <div className="claim-control">
      <button
        type="button"
        className="kit-button kit-button--primary claim-control__button"
        disabled={!canClaim}
        onClick={() => actorRef.send({ type: 'user.claim', now: clock() })}
      >
        {busy ? <span className="claim-control__spinner" aria-hidden="true" /> : null}
        {busy ? busyLabel : label}
      </button>
      <div
        className={`claim-control__outcome${snapshot.hasTag('failed') ? ' is-failed' : ''}`}
        role="status"
        aria-live="polite"
      >
        {outcome ? <span className="claim-control__message">{outcome}</span> : null}
        {snapshot.can({ type: 'user.retry' }) ? (
          <button
            type="button"
            className="kit-button kit-button--ghost kit-button--small"
            onClick={() => actorRef.send({ type: 'user.retry' })}
          >
            {t('states.claim.retry')}
          </button>
        ) : null}
        {outcome && snapshot.can({ type: 'user.dismiss' }) ? (
          <button
            type="button"
            className="claim-control__dismiss"
            aria-label={t('states.claim.dismiss')}
            title={t('states.claim.dismiss')}
            onClick={() => actorRef.send({ type: 'user.dismiss' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
