import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/domain/format/token-amount';
import { EmptyState } from '@/ui/kit/empty-state';
import { ErrorState } from '@/ui/kit/error-state';
import { intlLocale } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import { Skeleton } from '@/ui/kit/skeleton';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { MiningPoolView } from './mining-types';

export interface PoolListProps {
  pools: Loadable<MiningPoolView[]>;
  /** The user's pool, marked in the list. */
  myPoolId: string | null;
}

/** The public mining pools as cards: name, status, daily emission, total power, miners. */
export function PoolList({ pools, myPoolId }: PoolListProps) {
  const { t, i18n } = useTranslation('app');
  const locale = intlLocale(i18n.language);
  if (pools.status === 'error') {
    return (
      <div className="app-panel">
        <ErrorState error={pools.error} onRetry={pools.retry} retrying={pools.retrying} compact />
      </div>
    );
  }
  if (pools.status === 'ready' && pools.data.length === 0) {
    return (
      <div className="app-panel">
        <EmptyState title={t('mining.pools.empty')} description={t('mining.pools.emptyHint')} />
      </div>
    );
  }
  const items = pools.status === 'ready' ? pools.data : null;
  return (
    <ul className="pool-list" aria-busy={items === null} aria-label={t('mining.pools.title')}>
      {(items ?? [null]).map((pool, index) => (
        <li key={pool ? String(pool.id) : index} className="pool-card">
          <div className="pool-card__head">
            {pool ? (
              <h3 className="pool-card__name">{pool.name}</h3>
            ) : (
              <Skeleton width="8rem" className="pool-card__name" />
            )}
            {pool && String(pool.id) === String(myPoolId) ? (
              <span className="badge badge--accent">{t('mining.pools.yours')}</span>
            ) : null}
            {pool ? (
              <span className={`badge badge--${pool.status}`}>{t(`mining.pools.status.${pool.status}`)}</span>
            ) : null}
          </div>
          <dl className="pool-card__facts">
            <div>
              <dt>{t('mining.pools.dailyEmission')}</dt>
              <dd>
                {pool ? (
                  <TokenAmount value={pool.dailyEmission} maxFractionDigits={2} />
                ) : (
                  <Skeleton width="6rem" />
                )}
              </dd>
            </div>
            <div>
              <dt>{t('mining.pools.totalPower')}</dt>
              <dd>{pool ? formatInteger(pool.totalPower, locale) : <Skeleton width="4rem" />}</dd>
            </div>
            <div>
              <dt>{t('mining.pools.participants')}</dt>
              <dd>{pool ? formatInteger(pool.participants, locale) : <Skeleton width="3rem" />}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
