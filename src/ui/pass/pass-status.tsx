import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { site } from '@/config/site';
import { PASS_MIN_TOKENS, passProgress } from '@/domain/format/pass-progress';
import { formatTokenAmount } from '@/domain/format/token-amount';
import { ErrorState } from '@/ui/kit/error-state';
import { formatDateTime, intlLocale } from '@/ui/kit/format-date';
import { Skeleton } from '@/ui/kit/skeleton';
import type { PassView, PassViewer } from './pass-data';

export interface PassStatusProps {
  viewer: PassViewer;
  onConnect: () => void;
  onConnectIntent?: (() => void) | undefined;
  purchaseHref: string;
  /** Shortcuts to one wallet each, under Connect Wallet while signed out (the shell supplies them). */
  walletShortcuts?: ReactNode;
}

/** The "Your pass" card: connect, sign in again, loading, holder since, or how much more to buy. */
export function PassStatus({
  viewer,
  onConnect,
  onConnectIntent,
  purchaseHref,
  walletShortcuts,
}: PassStatusProps) {
  const { t } = useTranslation(['app', 'common']);
  const titleId = useId();
  const token = site.token.symbol;
  const connect = (
    <button
      type="button"
      className="kit-button kit-button--primary"
      onClick={onConnect}
      onPointerEnter={onConnectIntent}
      onTouchStart={onConnectIntent}
      onFocus={onConnectIntent}
    >
      {viewer.kind === 'sessionEnded' ? t('pass.sessionEnded.action') : t('common:premium.wallet')}
    </button>
  );
  let body: ReactNode;
  if (viewer.kind !== 'signedIn') {
    const key = viewer.kind === 'sessionEnded' ? 'pass.sessionEnded' : 'pass.signedOut';
    body = (
      <div className="pass-status__message" role={viewer.kind === 'sessionEnded' ? 'status' : undefined}>
        <p className="pass-status__headline">{t(`${key}.title`)}</p>
        <p>{t(`${key}.body`)}</p>
        <div className="pass-status__actions">{connect}</div>
        {viewer.kind === 'signedOut' && walletShortcuts ? (
          <div className="pass-status__wallets">{walletShortcuts}</div>
        ) : null}
      </div>
    );
  } else if (viewer.pass.status === 'loading') {
    body = (
      <div className="pass-status__message" aria-busy="true">
        <span className="kit-sr-only">{t('pass.status.loading')}</span>
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton width="80%" />
        <Skeleton width="100%" height="8px" />
      </div>
    );
  } else if (viewer.pass.status === 'error') {
    body = (
      <ErrorState
        error={viewer.pass.error}
        onRetry={viewer.pass.retry}
        retrying={viewer.pass.retrying}
        compact
      />
    );
  } else {
    body = <PassFigures pass={viewer.pass.data} purchaseHref={purchaseHref} />;
  }
  return (
    <section className="pass-status" aria-labelledby={titleId} data-viewer={viewer.kind}>
      <h2 id={titleId} className="pass-status__title">
        {t('pass.status.title')}
      </h2>
      {body}
      {viewer.kind === 'signedIn' ? null : (
        <Link className="pass-status__buy" href={purchaseHref}>
          {t('pass.buy', { token })}
        </Link>
      )}
    </section>
  );
}

function PassFigures({ pass, purchaseHref }: { pass: PassView; purchaseHref: string }) {
  const { t, i18n } = useTranslation('app');
  const values = { brand: site.brand, token: site.token.symbol };
  const locale = intlLocale(i18n.language);
  const whole = (units: string) => formatTokenAmount(units, 18, { maxFractionDigits: 0, locale });
  const min = formatTokenAmount((PASS_MIN_TOKENS * 10n ** 18n).toString(), 18, { locale });
  const progress = passProgress(pass.bought);
  if (pass.holder) {
    const since = pass.since ? formatDateTime(pass.since, i18n.language, 'date') : null;
    return (
      <div className="pass-status__message is-holder">
        <p className="pass-status__headline">
          <span className="pass-status__seal" aria-hidden="true">
            ✓
          </span>
          {t('pass.status.holder', values)}
        </p>
        {since ? <p>{t('pass.status.holderSince', { date: since })}</p> : null}
        <div className="pass-status__actions">
          <Link className="kit-button kit-button--ghost app-link-button" href={purchaseHref}>
            {t('pass.buyMore', values)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="pass-status__message">
      <p className="pass-status__headline">{t('pass.status.notHolder')}</p>
      <p>{t('pass.status.progress', { ...values, bought: whole(pass.bought), min })}</p>
      <div
        className="pass-progress"
        role="progressbar"
        aria-label={t('pass.status.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p>{t('pass.status.remaining', { ...values, remaining: whole(progress.remaining) })}</p>
      <div className="pass-status__actions">
        <Link className="kit-button kit-button--primary app-link-button" href={purchaseHref}>
          {t('pass.buy', values)}
        </Link>
      </div>
    </div>
  );
}
