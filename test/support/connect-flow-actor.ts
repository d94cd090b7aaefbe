import { controllable, controllableCallback } from '@test/support/controllable';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt/connect-attempt.machine';
import {
  type ConnectFlowInput,
  connectFlowMachine,
  type OpenWalletAppParams,
  type WalletChoice,
} from '@/machines/connect-flow/connect-flow.machine';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport/viewport.machine';

/** A wallet of the Recommended group named by its id; extra fields as given. */
export const walletOption = (
  id: string,
  ready: boolean,
  downloadUrls: WalletOption['downloadUrls'] = {},
  extra: Partial<WalletOption> = {},
): WalletOption => ({
  id,
  name: id,
  groupName: 'Recommended',
  ready,
  downloadUrls,
  instructions: {},
  ...extra,
});

/**
 * A running connect flow whose attempts use controllable QR lookups and connections, on a simulated clock,
 * recording the choices it stores and the wallet apps it opens; `viewportWatcher` is the window its viewport child hears.
 */
export function startConnectFlow(input: ConnectFlowInput) {
  const qr = controllable<GetQrUriOutput, GetQrUriInput>();
  const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
  const stored: WalletChoice[] = [];
  const opened: OpenWalletAppParams[] = [];
  const clock = new SimulatedClock();
  const attempt = connectAttemptMachine.provide({
    actors: { getQrUri: qr.logic, connectWallet: connect.logic },
  });
  const viewportWatcher = controllableCallback<ViewportEvent>();
  const viewport = viewportMachine.provide({ actors: { watchViewport: viewportWatcher.logic } });
  const actor = createActor(
    connectFlowMachine.provide({
      actors: { connectAttempt: attempt, viewport },
      actions: {
        persistWalletChoice: (_, choice) => void stored.push(choice),
        openWalletApp: (_, target) => void opened.push(target),
      },
    }),
    { input, clock },
  ).start();
  return { actor, qr, connect, viewportWatcher, clock, stored, opened, snapshot: () => actor.getSnapshot() };
}
