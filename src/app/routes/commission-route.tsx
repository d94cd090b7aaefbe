import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { Suspense } from 'react';
import { fromPromise } from 'xstate';
import { claimCommission } from '@/api/http/me/claim-commission';
import { getCommissionBalance } from '@/api/http/me/get-commission-balance';
import { getCommissionClaimLog } from '@/api/http/me/get-commission-claim-log';
import { getCommissionDaily } from '@/api/http/me/get-commission-daily';
import { getCommissionLog } from '@/api/http/me/get-commission-log';
import { getTeam } from '@/api/http/me/get-team';
import { useApiClient } from '@/app/api-client-context';
import { inviteLink } from '@/config/invite-link';
import { copyAddressMachine, type WriteClipboardInput } from '@/machines/copy-address/copy-address.machine';
import { useSessionProfile } from '@/ui/actors/use-session-profile';
import { CommissionScreen } from '@/ui/app/commission/commission-screen';
import type { InviteView } from '@/ui/app/commission/commission-types';
import type { Loadable } from '@/ui/kit/loadable';
import { RouteFallback } from '@/ui/kit/route-fallback';
import { queryKeys } from './query-keys';
import { toLoadable } from './to-loadable';
import { useClaimActor } from './use-claim-actor';
import { usePagedQuery } from './use-paged-query';

export interface CommissionRouteProps {
  /** Origin of the invite link (the page's own by default). */
  origin?: string;
  /** Click time for claims (Date.now; tests fix it). */
  clock?: () => number;
}

/** The chart's window: the last 30 UTC days. */
const DAILY_DAYS = 30;

const copyLogic = copyAddressMachine.provide({
  actors: {
    writeClipboard: fromPromise<void, WriteClipboardInput>(({ input }) =>
      navigator.clipboard.writeText(input.text),
    ),
  },
});

/** /app/commission: invite link, commission balance with Claim, team and histories, wired to the API. */
export function CommissionRoute(props: CommissionRouteProps) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <CommissionContainer {...props} />
    </Suspense>
  );
}

function CommissionContainer({ origin = window.location.origin, clock }: CommissionRouteProps) {
  const client = useApiClient();
  // The invite code is the profile's, which the session owns.
  const meLoadable = useSessionProfile();
  const balance = useQuery({
    queryKey: queryKeys.commissionBalance,
    queryFn: ({ signal }) => getCommissionBalance(client, { signal }),
  });
  const daily = useQuery({
    queryKey: [...queryKeys.commissionDaily, DAILY_DAYS],
    queryFn: ({ signal }) => getCommissionDaily(client, { days: DAILY_DAYS, signal }),
    select: (data) => data.items,
  });
  const team = usePagedQuery(queryKeys.team, (page) => getTeam(client, page));
  const commissionLog = usePagedQuery(queryKeys.commissionLog, (page) => getCommissionLog(client, page));
  const claimLog = usePagedQuery(queryKeys.commissionClaimLog, (page) => getCommissionClaimLog(client, page));
  const claimRef = useClaimActor({
    kind: 'commission',
    submit: async (now) => ({
      amount: (await claimCommission(client, { now })).claimed,
      nextCollectAt: null,
    }),
  });
  const copyLinkRef = useActorRef(copyLogic);
  const copyCodeRef = useActorRef(copyLogic);
  const invite: Loadable<InviteView> =
    meLoadable.status === 'ready'
      ? {
          ...meLoadable,
          data: {
            inviteCode: meLoadable.data.inviteCode,
            inviteLink: inviteLink(origin, meLoadable.data.inviteCode),
          },
        }
      : meLoadable;
  return (
    <CommissionScreen
      invite={invite}
      balance={toLoadable(balance)}
      team={team}
      commissionLog={commissionLog}
      claimLog={claimLog}
      daily={toLoadable(daily)}
      claimRef={claimRef}
      copyLinkRef={copyLinkRef}
      copyCodeRef={copyCodeRef}
      clock={clock}
    />
  );
}
