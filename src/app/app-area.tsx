import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { InspectionEvent, Observer } from 'xstate';
import { paths } from '@/config/paths';
import { SESSION_SYSTEM_ID } from '@/machines/session/session-types';
import { ConnectClicksActor } from '@/ui/actors/connect-clicks-context';
import { SessionActor } from '@/ui/actors/session-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { AppShell } from '@/ui/app-shell/app-shell';
import { ServerErrorToasts } from '@/ui/app-shell/server-error-toasts';
import { ToastsProvider } from '@/ui/wallet/toasts/toasts-provider';
import { ApiClientProvider } from './api-client-context';
import { AppPages } from './app-pages';
import { type AppServices, createAppServices } from './app-services';
import { viewportWatcherLogic } from './viewport-logic';
import { WalletBoundary } from './wallet-boundary';
import { prefetchWalletChunk } from './wallet-loader';
import { WalletRuntimeContext } from './wallet-runtime-context';
import {
  HeaderWalletSlot,
  type RunningWallet,
  WalletDemandContext,
  WalletPartsContext,
} from './wallet-slots';

/**
 * The wallet runs at once under /app, and on any other route once signed in (the header shows that person's
 * account, which only the wallet knows); elsewhere it waits for the first click. It runs beside the page and hands
 * the page its controls (the slots) and runtime (the screens).
 */
function PageWallet({
  services,
  onTokenApp,
  children,
}: {
  services: AppServices;
  onTokenApp: boolean;
  children: ReactNode;
}) {
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('signedIn'));
  const [running, setRunning] = useState<RunningWallet | null>(null);
  return (
    <>
      <WalletBoundary services={services} eager={onTokenApp || signedIn} onRunning={setRunning} />
      <WalletPartsContext value={running?.parts ?? null}>
        <WalletRuntimeContext value={running?.runtime ?? null}>{children}</WalletRuntimeContext>
      </WalletPartsContext>
    </>
  );
}

/** Lends the running session's actor system to the API client's reports (app-services.ts). */
function SessionSystemJoin({ join }: { join: AppServices['joinSessionSystem'] }) {
  const session = SessionActor.useActorRef();
  // A layout effect: in place before any page's request can answer.
  useLayoutEffect(() => join(session), [join, session]);
  return null;
}

/**
 * Every route but the landing page: the shared services (API client, session, query cache, toasts), the wallet
 * (PageWallet) and the app shell around the pages.
 */
export default function AppArea({ inspect }: { inspect?: Observer<InspectionEvent> | undefined }) {
  const [services] = useState(() =>
    createAppServices({
      navigate: (path) => navigate(path),
      loadWallet: prefetchWalletChunk,
      inspect,
    }),
  );
  // Rendered in the browser only (app.html has an empty root): the first frame already has the right header.
  const [viewport] = useState(() => ({ inspect, input: { width: window.innerWidth } }));
  const [location] = useLocation();
  const onTokenApp = location === paths.app || location.startsWith(`${paths.app}/`);
  return (
    <ViewportActor.Provider logic={viewportWatcherLogic} options={viewport}>
      <QueryClientProvider client={services.queryClient}>
        <ToastsProvider>
          <ServerErrorToasts subscribe={services.notices.subscribe} />
          <SessionActor.Provider
            logic={services.sessionLogic}
            options={{ inspect, systemId: SESSION_SYSTEM_ID }}
          >
            <SessionSystemJoin join={services.joinSessionSystem} />
            <ApiClientProvider client={services.api}>
              <WalletDemandContext value={services.wallet}>
                <ConnectClicksActor.Provider options={{ inspect }}>
                  <PageWallet services={services} onTokenApp={onTokenApp}>
                    <AppShell walletControl={<HeaderWalletSlot />}>
                      <AppPages />
                    </AppShell>
                  </PageWallet>
                </ConnectClicksActor.Provider>
              </WalletDemandContext>
            </ApiClientProvider>
          </SessionActor.Provider>
        </ToastsProvider>
      </QueryClientProvider>
    </ViewportActor.Provider>
  );
}
