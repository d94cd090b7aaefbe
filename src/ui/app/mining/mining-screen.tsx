import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { site } from '@/config/site';
import type { claimMachine } from '@/machines/claim/claim.machine';
import { ErrorState } from '@/ui/kit/error-state';
import type { Loadable, PagedSource } from '@/ui/kit/loadable';
import { MiningCharts } from './mining-charts';
import { MiningLogs } from './mining-logs';
import type {
  MiningClaimRow,
  MiningDayView,
  MiningLogRow,
  MiningPoolView,
  MiningStatusView,
} from './mining-types';
import { MyMining } from './my-mining';
import { PoolList } from './pool-list';
import { SpecialCollection } from './special-collection';
import '@/ui/kit/button.css';
import '../screen.css';
import './mining.css';

export interface MiningScreenProps {
  pools: Loadable<MiningPoolView[]>;
  mining: Loadable<MiningStatusView>;
  miningLog: PagedSource<MiningLogRow>;
  claimLog: PagedSource<MiningClaimRow>;
  /** Power and claimed rewards per day (GET /me/mining-history), `historyDays` days ending today. */
  history: Loadable<MiningDayView[]>;
  historyDays: number;
  /** Claim actor for POST /mining/claim. */
  claimRef: ActorRefFrom<typeof claimMachine>;
  /** Claim actor for POST /spec-mining/collection. */
  collectRef: ActorRefFrom<typeof claimMachine>;
  /** Where "Buy" goes when the user has no power. */
  purchaseHref: string;
  /** Click time for claims (Date.now; tests fix it). */
  clock?: () => number;
}

/** The Mining screen: the user's mining, the daily bonus, the public pools and both histories. */
export function MiningScreen(props: MiningScreenProps) {
  const { mining, pools, claimRef, collectRef, clock } = props;
  const { t } = useTranslation('app');
  const symbol = site.token.symbol;
  const noPower = mining.status === 'ready' && mining.data.power === '0';
  return (
    <div className="app-screen mining-screen">
      <header className="app-screen__header">
        <h1 className="app-screen__title">{t('mining.title')}</h1>
        <p className="app-screen__lead">{t('mining.lead', { symbol })}</p>
      </header>
      {noPower ? (
        <div className="app-notice" data-testid="no-power">
          <div>
            <p className="app-notice__title">{t('mining.noPower.title')}</p>
            <p className="app-notice__text">{t('mining.noPower.description', { symbol })}</p>
          </div>
          <Link className="kit-button kit-button--primary app-link-button" href={props.purchaseHref}>
            {t('mining.noPower.action', { symbol })}
          </Link>
        </div>
      ) : null}
      {mining.status === 'error' ? (
        <div className="app-panel">
          <ErrorState error={mining.error} onRetry={mining.retry} retrying={mining.retrying} />
        </div>
      ) : (
        <section className="mining-overview" aria-labelledby="mining-overview-title">
          <h2 id="mining-overview-title" className="kit-sr-only">
            {t('mining.overview')}
          </h2>
          <MyMining mining={mining} claimRef={claimRef} clock={clock} />
          <SpecialCollection mining={mining} collectRef={collectRef} clock={clock} />
        </section>
      )}
      <MiningCharts history={props.history} days={props.historyDays} />
      <section aria-labelledby="mining-pools-title">
        <h2 id="mining-pools-title" className="app-screen__section-title">
          {t('mining.pools.title')}
        </h2>
        <PoolList pools={pools} myPoolId={mining.status === 'ready' ? mining.data.poolId : null} />
      </section>
      <MiningLogs miningLog={props.miningLog} claimLog={props.claimLog} />
    </div>
  );
}
