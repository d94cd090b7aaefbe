import { type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { readLoginToken } from '@/api/storage/login-token';
import { paths } from '@/config/paths';
import { SessionActor } from '@/ui/actors/session-context';
import { AccountPanel } from '@/ui/app-shell/account-panel';
import { NotFoundPage } from '@/ui/app-shell/not-found-page';
import { SessionGuard } from '@/ui/app-shell/session-guard';
import { RouteFallback } from '@/ui/kit/route-fallback';
import { browserIdle } from './browser-idle';
import { lazyComponent } from './lazy-component';
import {
  ConnectCtaSlot,
  StartWalletWhenIdle,
  useOpenConnectModal,
  useWalletIntent,
  WalletButtonSlot,
} from './wallet-slots';

/** Each screen is its own chunk, fetched on its first visit (or by boot, for the page a visit starts on). */
const miningRoute = lazyComponent(() => import('./routes/mining-route').then((m) => m.MiningRoute));
const purchaseRoute = lazyComponent(() => import('./routes/purchase-route').then((m) => m.PurchaseRoute));
const commissionRoute = lazyComponent(() =>
  import('./routes/commission-route').then((m) => m.CommissionRoute),
);
const passRoute = lazyComponent(() => import('./routes/pass-route').then((m) => m.PassRoute));
const MiningRoute = miningRoute.Component;
const PurchaseRoute = purchaseRoute.Component;
const CommissionRoute = commissionRoute.Component;
const PassRoute = passRoute.Component;

/** The screens show only to a signed-in visitor: anyone else gets the sign-in prompt in their place. */
const screenChunks: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.mining]: miningRoute.preload,
  [paths.purchase]: purchaseRoute.preload,
  [paths.commission]: commissionRoute.preload,
};

/** A signed-out visitor's screen is fetched once the page is idle: by the time they have signed in, it is there. */
const SIGNED_OUT_SCREEN_IDLE_TIMEOUT_MS = 5_000;

/**
 * Fetches and runs the chunk of the page at `path` if it has one (the account page and the 404 have none): the pass
 * page and, when a sign-in token is stored, a screen. A signed-out visitor sees the sign-in prompt in a screen's
 * place and boot waiting for the screen's code would only hold that prompt back: theirs comes when the page is idle.
 */
export function preloadPage(path: string): Promise<unknown> {
  if (path === paths.pass) return passRoute.preload();
  const screen = screenChunks[path];
  if (!screen) return Promise.resolve();
  if (readLoginToken() !== null) return screen();
  browserIdle(() => void screen().catch(() => undefined), SIGNED_OUT_SCREEN_IDLE_TIMEOUT_MS);
  return Promise.resolve();
}

function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <SessionGuard connectControl={<ConnectCtaSlot />}>
      <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    </SessionGuard>
  );
}

/**
 * The app's pages: /app (the account), its three screens for signed-in users, /dgridpass and the 404. What the
 * screens report goes where it belongs: a claim or a paid order refreshes the session's profile (their machines
 * tell the session by its systemId), a payment is handed to the wallet's
 * transaction store by its chart, Connect on the pass page opens the wallet's modal.
 */
export function AppPages() {
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const openConnectModal = useOpenConnectModal();
  const walletIntent = useWalletIntent();
  return (
    <Switch>
      <Route path={paths.app}>
        <AccountPanel connectControl={<ConnectCtaSlot />} />
      </Route>
      <Route path={paths.mining}>
        <SignedInPage>
          <MiningRoute />
        </SignedInPage>
      </Route>
      <Route path={paths.purchase}>
        <SignedInPage>
          <PurchaseRoute />
        </SignedInPage>
      </Route>
      <Route path={paths.commission}>
        <SignedInPage>
          <CommissionRoute />
        </SignedInPage>
      </Route>
      <Route path={paths.pass}>
        <Suspense fallback={<RouteFallback />}>
          <StartWalletWhenIdle wanted={!signedIn} />
          <PassRoute
            signedIn={signedIn}
            onConnect={openConnectModal}
            onConnectIntent={walletIntent}
            walletShortcuts={<PassWalletShortcuts />}
          />
        </Suspense>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/** /dgridpass: straight to MetaMask, or to WalletConnect's pairing, besides the full wallet list. */
function PassWalletShortcuts() {
  return (
    <>
      <WalletButtonSlot wallet="metaMask" action="continue_with" />
      <WalletButtonSlot wallet="walletConnect" action="use_wallet" />
    </>
  );
}
