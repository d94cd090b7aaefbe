import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getPurchaseSummary } from '@/api/http/me/get-purchase-summary';
import { useApiClient } from '@/app/api-client-context';
import { returnPathFromSearch } from '@/config/pass-path';
import { paths } from '@/config/paths';
import { useSessionProfile } from '@/ui/actors/use-session-profile';
import { RouteFallback } from '@/ui/kit/route-fallback';
import { PassPage } from '@/ui/pass/pass-page';
import { passViewer } from '@/ui/pass/pass-viewer';
import { purchaseQueryKeys } from './purchase-query-keys';
import { toLoadable } from './to-loadable';

export interface PassRouteProps {
  /** The session holds a token (the session machine's `signedIn` tag). */
  signedIn: boolean;
  /** Opens the wallet flow: connect, then sign in. */
  onConnect: () => void;
  /** The visitor is about to press Connect: fetch the wallet early. */
  onConnectIntent?: () => void;
  /** One-wallet shortcuts under Connect Wallet (the wallet's buttons, from the wallet slots). */
  walletShortcuts?: ReactNode;
  /** The session just ended (a 401); read from `?session=ended` when not given. */
  sessionEnded?: boolean;
}

/** /dgridpass: public content for everyone, the pass status for a signed-in user. */
export function PassRoute(props: PassRouteProps) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PassContainer {...props} />
    </Suspense>
  );
}

function PassContainer({
  signedIn,
  onConnect,
  onConnectIntent,
  sessionEnded,
  walletShortcuts,
}: PassRouteProps) {
  const client = useApiClient();
  const search = useSearch();
  const ended = sessionEnded ?? new URLSearchParams(search).get('session') === 'ended';
  const [, navigate] = useLocation();
  // Signed in again after a 401: back to the page the user was on (same-origin paths only).
  const returnTo = ended ? returnPathFromSearch(search) : null;
  useEffect(() => {
    if (signedIn && returnTo) navigate(returnTo, { replace: true });
  }, [signedIn, returnTo, navigate]);
  // The pass is the profile's, which the session owns (a paid order has it fetched again).
  const me = useSessionProfile();
  // Holders need no sum; everyone else sees how far they are from the threshold.
  const needsTotal = signedIn && me.status === 'ready' && !me.data.pass.holder;
  const paidTotal = useQuery({
    queryKey: purchaseQueryKeys.paidTotal,
    queryFn: async ({ signal }) => (await getPurchaseSummary(client, { signal })).paidAmount,
    enabled: needsTotal,
  });
  const viewer = passViewer(signedIn, ended, me, needsTotal ? toLoadable(paidTotal) : null);
  return (
    <PassPage
      viewer={viewer}
      onConnect={onConnect}
      onConnectIntent={onConnectIntent}
      purchaseHref={paths.purchase}
      walletShortcuts={walletShortcuts}
    />
  );
}
