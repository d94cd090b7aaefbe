import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { getMining } from '@/api/http/me/get-mining';
import { getMiningClaimLog } from '@/api/http/me/get-mining-claim-log';
import { getMiningHistory } from '@/api/http/me/get-mining-history';
import { getMiningLog } from '@/api/http/me/get-mining-log';
import { claimMining } from '@/api/http/mining/claim-mining';
import { getMiningPools } from '@/api/http/public/get-mining-pools';
import { collectSpecMining } from '@/api/http/spec-mining/collect-spec-mining';
import { useApiClient } from '@/app/api-client-context';
import { paths } from '@/config/paths';
import { MiningScreen } from '@/ui/app/mining/mining-screen';
import { RouteFallback } from '@/ui/kit/route-fallback';
import { queryKeys } from './query-keys';
import { toLoadable } from './to-loadable';
import { useClaimActor } from './use-claim-actor';
import { usePagedQuery } from './use-paged-query';

/** The charts' window: the last 30 UTC days. */
const HISTORY_DAYS = 30;

export interface MiningRouteProps {
  /** Click time for claims (Date.now; tests fix it). */
  clock?: () => number;
}

/** /app/mining: loads pools, the user's mining and both histories, and wires Claim and Collect to the API. */
export function MiningRoute(props: MiningRouteProps) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <MiningContainer {...props} />
    </Suspense>
  );
}

function MiningContainer({ clock }: MiningRouteProps) {
  const client = useApiClient();
  const pools = useQuery({
    queryKey: queryKeys.miningPools,
    queryFn: ({ signal }) => getMiningPools(client, { signal }),
  });
  const mining = useQuery({
    queryKey: queryKeys.mining,
    queryFn: ({ signal }) => getMining(client, { signal }),
  });
  const history = useQuery({
    queryKey: [...queryKeys.miningHistory, HISTORY_DAYS],
    queryFn: ({ signal }) => getMiningHistory(client, { days: HISTORY_DAYS, signal }),
    select: (data) => data.items,
  });
  const miningLog = usePagedQuery(queryKeys.miningLog, (page) => getMiningLog(client, page));
  const claimLog = usePagedQuery(queryKeys.miningClaimLog, (page) => getMiningClaimLog(client, page));
  const claimRef = useClaimActor({
    kind: 'mining',
    submit: async (now) => ({ amount: (await claimMining(client, { now })).claimed, nextCollectAt: null }),
  });
  const collectRef = useClaimActor({
    kind: 'spec',
    submit: async (now) => {
      const result = await collectSpecMining(client, { now });
      return { amount: result.collected, nextCollectAt: result.nextCollectAt };
    },
  });
  return (
    <MiningScreen
      pools={toLoadable(pools)}
      mining={toLoadable(mining)}
      miningLog={miningLog}
      claimLog={claimLog}
      history={toLoadable(history)}
      historyDays={HISTORY_DAYS}
      claimRef={claimRef}
      collectRef={collectRef}
      purchaseHref={paths.purchase}
      clock={clock}
    />
  );
}
