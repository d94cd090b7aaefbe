import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import type { claimMachine } from '@/machines/claim/claim.machine';
import { ClaimControl } from '@/ui/app/claim/claim-control';
import { formatCountdown, formatDateTime } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import { StatCard } from '@/ui/kit/stat-card';
import { TokenAmount } from '@/ui/kit/token-amount';
import { useNow } from '@/ui/kit/use-now';
import type { MiningStatusView } from './mining-types';

export interface SpecialCollectionProps {
  /** Loading or loaded: the screen shows one error state for the whole overview. */
  mining: Exclude<Loadable<MiningStatusView>, { status: 'error' }>;
  collectRef: ActorRefFrom<typeof claimMachine>;
  clock?: () => number;
}

/** The later of two opening times (ISO); a 409's answer can be newer than the data on screen. */
function laterOf(a: string | null, b: string | null): number | null {
  const times = [a, b]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((t) => !Number.isNaN(t));
  return times.length ? Math.max(...times) : null;
}

/**
 * The daily bonus (1% of power): the amount, a countdown to the next opening, and Collect. The countdown
 * follows the server's next collect time; if the device clock runs ahead, the server's 409 shows the wait.
 */
export function SpecialCollection({ mining, collectRef, clock }: SpecialCollectionProps) {
  const { t, i18n } = useTranslation('app');
  const refusedUntil = useSelector(collectRef, (s) => s.context.error?.nextCollectAt ?? null);
  const data = mining.status === 'ready' ? mining.data : null;
  const opensAt = data ? laterOf(data.spec.nextCollectAt, refusedUntil) : null;
  const now = useNow(1000, opensAt !== null);
  const noPower = data !== null && data.power === '0';
  const waiting = opensAt !== null && opensAt > now;
  const last = data?.spec.lastCollectAt ? formatDateTime(data.spec.lastCollectAt, i18n.language) : null;
  return (
    <StatCard
      className="mining-overview__bonus"
      label={t('mining.spec.title')}
      loading={mining.status === 'loading'}
      testId="mining-spec"
      value={data ? <TokenAmount value={data.spec.bonus} /> : null}
      hint={
        noPower ? (
          t('mining.spec.needsPower')
        ) : waiting ? (
          <span className="mining-countdown">
            {t('mining.spec.nextIn', { time: formatCountdown((opensAt ?? now) - now) })}
          </span>
        ) : (
          <span className="mining-ready">{t('mining.spec.ready')}</span>
        )
      }
      footer={
        <>
          <p className="mining-spec__lead">
            {last
              ? t('mining.spec.lastCollected', { time: last })
              : t('mining.spec.lead', { symbol: site.token.symbol })}
          </p>
          <ClaimControl
            actorRef={collectRef}
            label={t('mining.spec.button')}
            busyLabel={t('mining.spec.busy')}
            unavailable={data === null || noPower || waiting}
            clock={clock}
          />
        </>
      }
    />
  );
}
