import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import type { claimMachine } from '@/machines/claim/claim.machine';
import { ClaimControl } from '@/ui/app/claim/claim-control';
import { ErrorState } from '@/ui/kit/error-state';
import type { Loadable } from '@/ui/kit/loadable';
import { StatCard } from '@/ui/kit/stat-card';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { CommissionBalanceView } from './commission-types';

export interface CommissionBalanceProps {
  balance: Loadable<CommissionBalanceView>;
  claimRef: ActorRefFrom<typeof claimMachine>;
  clock?: () => number;
}

/** Available commission with Claim, total earned and total claimed. */
export function CommissionBalance({ balance, claimRef, clock }: CommissionBalanceProps) {
  const { t } = useTranslation('app');
  if (balance.status === 'error') {
    return (
      <div className="app-panel">
        <ErrorState error={balance.error} onRetry={balance.retry} retrying={balance.retrying} compact />
      </div>
    );
  }
  const loading = balance.status === 'loading';
  const data = balance.status === 'ready' ? balance.data : null;
  return (
    <div className="app-grid">
      <StatCard
        label={t('commission.stats.available')}
        loading={loading}
        highlight
        testId="commission-available"
        value={data ? <TokenAmount value={data.available} /> : null}
        hint={t('commission.stats.availableHint')}
        footer={
          <ClaimControl
            actorRef={claimRef}
            label={t('commission.claim.button')}
            busyLabel={t('commission.claim.busy')}
            unavailable={data === null || data.available === '0'}
            clock={clock}
          />
        }
      />
      <StatCard
        label={t('commission.stats.totalEarned')}
        loading={loading}
        testId="commission-earned"
        value={data ? <TokenAmount value={data.totalEarned} /> : null}
        hint={t('commission.stats.totalEarnedHint')}
      />
      <StatCard
        label={t('commission.stats.totalClaimed')}
        loading={loading}
        testId="commission-claimed"
        value={data ? <TokenAmount value={data.totalClaimed} /> : null}
        hint={t('commission.stats.totalClaimedHint', { symbol: site.token.symbol })}
      />
    </div>
  );
}
