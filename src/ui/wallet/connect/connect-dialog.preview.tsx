import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { fromCallback, fromPromise } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { WalletLocale } from '@/i18n/wallet-locale';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt.machine';
import { connectFlowMachine } from '@/machines/connect-flow.machine';
import type { WalletOption } from '@/machines/helpers/wallet-options';
import { viewportMachine } from '@/machines/viewport.machine';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectDialog } from './connect-dialog';

/**
 * Dev-only harness (never imported by the app): the connect dialog with fixture wallets and stub actors, for
 * looking at every step in a real browser. A throwaway HTML entry calls mountConnectPreview.
 */
export interface ConnectPreviewOptions {
  wallets: WalletOption[];
  recentWalletIds: string[];
  locale: WalletLocale;
  mobile: boolean;
  /** Open on this wallet, as "Continue with" does. */
  chosenWalletId?: string;
  /** What connecting does: show a QR code, open (no QR), or fail after a moment (with or without a QR code). */
  attempt: 'qr' | 'opening' | 'fail' | 'qr-fail';
}

const DEMO_URI =
  'wc:7f6e5d4c3b2a19080706050403020100ffeeddccbbaa99887766554433221100@2?relay-protocol=irn&symKey=4c3b2a19080706050403020100ffeeddccbbaa998877665544332211000f1e2d3c';

function previewLogic({ attempt }: ConnectPreviewOptions) {
  const attemptLogic = connectAttemptMachine.provide({
    actors: {
      getQrUri: fromPromise<GetQrUriOutput, GetQrUriInput>(async () =>
        attempt.startsWith('qr') ? DEMO_URI : null,
      ),
      connectWallet: fromPromise<ConnectWalletOutput, ConnectWalletInput>(
        () =>
          new Promise<ConnectWalletOutput>((_, reject) => {
            if (attempt.endsWith('fail')) setTimeout(() => reject(new Error('Connector failed')), 400);
          }),
      ),
    },
  });
  return connectFlowMachine.provide({
    actors: { connectAttempt: attemptLogic },
    actions: { reloadPage: () => window.location.reload() },
  });
}

const watchWindow = fromCallback(({ sendBack }) => {
  const measure = () => sendBack({ type: 'viewport.measured', width: window.innerWidth });
  measure();
  window.addEventListener('resize', measure);
  return () => window.removeEventListener('resize', measure);
});

function Preview(options: ConnectPreviewOptions) {
  const [i18n] = useState(() => createWalletI18n({ locale: options.locale }));
  const [open, setOpen] = useState(true);
  const [logic] = useState(() => previewLogic(options));
  const input = {
    wallets: options.wallets,
    recentWalletIds: options.recentWalletIds,
    width: window.innerWidth,
    layout: options.mobile ? ('mobile' as const) : ('desktop' as const),
    chosenWalletId: options.chosenWalletId ?? null,
  };
  return (
    <I18nextProvider i18n={i18n}>
      <ViewportActor.Provider logic={viewportMachine.provide({ actors: { watchViewport: watchWindow } })}>
        {open ? (
          <ConnectFlowActor.Provider logic={logic} options={{ input }}>
            <ConnectDialog onClose={() => setOpen(false)} learnMoreUrl="https://ethereum.org/wallets/" />
          </ConnectFlowActor.Provider>
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
        )}
      </ViewportActor.Provider>
    </I18nextProvider>
  );
}

export function mountConnectPreview(element: HTMLElement, options: ConnectPreviewOptions) {
  createRoot(element).render(<Preview {...options} />);
}
