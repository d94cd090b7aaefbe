import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import { formatInteger, formatTokenAmount } from '@/domain/format/token-amount';
import type { claimMachine } from '@/machines/claim/claim.machine';
import { ClaimControl } from '@/ui/app/claim/claim-control';
import { formatDateTime, intlLocale } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import { StatCard } from '@/ui/kit/stat-card';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { MiningStatusView } from './mining-types';
import { PendingRewards } from './pending-rewards';

export interface MyMiningProps {
  /** Loading or loaded: the screen shows one error state for the whole overview. */
  mining: Exclude<Loadable<MiningStatusView>, { status: 'error' }>;
  claimRef: ActorRefFrom<typeof claimMachine>;
  clock?: () => number;
}

/** The user's own figures as three cards: pending rewards (live) with Claim, mining power, total claimed. */
export function MyMining({ mining, claimRef, clock }: MyMiningProps) {
  const { t, i18n } = useTranslation('app');
  const loading = mining.status === 'loading';
  const data = mining.status === 'ready' ? mining.data : null;
  const symbol = site.token.symbol;
  const idle = data !== null && data.power === '0';
  const lastClaim = data?.lastClaimAt ? formatDateTime(data.lastClaimAt, i18n.language) : null;
  return (
    <>
      <StatCard
        className="mining-overview__pending"
        label={t('mining.stats.pending')}
        loading={loading}
        highlight
        testId="mining-pending"
        value={
          data ? (
            <PendingRewards
              pending={data.pending}
              ratePerSecond={data.ratePerSecond}
              fetchedAt={mining.status === 'ready' ? mining.updatedAt : 0}
            />
          ) : null
        }
        hint={
          data
            ? idle
              ? t('mining.stats.pendingIdle')
              : t('mining.stats.pendingHint', {
                  rate: `${formatRate(data.ratePerSecond, i18n.language)} ${symbol}`,
                })
            : null
        }
        footer={
          <ClaimControl
            actorRef={claimRef}
            label={t('mining.claim.button')}
            busyLabel={t('mining.claim.busy')}
            unavailable={data === null || (idle && data.pending === '0')}
            clock={clock}
          />
        }
      />
      <StatCard
        className="mining-overview__power"
        label={t('mining.stats.power')}
        loading={loading}
        testId="mining-power"
        value={data ? formatInteger(data.power, intlLocale(i18n.language)) : null}
        hint={t('mining.stats.powerHint', { symbol })}
      />
      <StatCard
        className="mining-overview__claimed"
        label={t('mining.stats.claimed')}
        loading={loading}
        testId="mining-claimed"
        value={data ? <TokenAmount value={data.claimed} /> : null}
        hint={lastClaim ? t('mining.stats.claimedHint', { time: lastClaim }) : t('mining.stats.claimedNever')}
      />
    </>
  );
}

/** The per-second rate with enough digits to be non-zero for small shares. */
function formatRate(rate: string, language: string): string {
  return formatTokenAmount(rate, site.token.decimals, { maxFractionDigits: 8, locale: intlLocale(language) });
}
