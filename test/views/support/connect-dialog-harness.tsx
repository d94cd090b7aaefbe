import { controllable, controllableCallback } from '@test/support/controllable';
import type { RenderedView, Scene } from '@test/support/render-view';
import { machineIdOf } from '@test/support/replay-path';
import { transitionKey } from '@test/support/transition-coverage';
import { act } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type ActorRefFrom, fromPromise, type InspectionEvent } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { WalletLocale } from '@/i18n/wallet-locale';
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
  type WalletChoice,
} from '@/machines/connect-flow/connect-flow.machine';
import { copyAddressMachine, type WriteClipboardInput } from '@/machines/copy-address/copy-address.machine';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport/viewport.machine';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { CopyAddressActor } from '@/ui/actors/copy-address-context';
import { ConnectDialog } from '@/ui/wallet/connect/connect-dialog';

const LEARN_MORE_URL = 'https://learn.example/wallets';

type Stub<TOutput> = { resolve: (value: TOutput) => void; reject: (error: unknown) => void };

export interface ConnectDialogHandles {
  /** The connect-flow actor the dialog renders. */
  flow: () => ActorRefFrom<typeof connectFlowMachine>;
  /** The latest attempt's QR lookup and wallet connection, and the wallet each call was for. */
  qr: Stub<GetQrUriOutput>;
  connect: Stub<ConnectWalletOutput>;
  connectCalls: () => string[];
  reloads: number[];
  choices: WalletChoice[];
  closes: number[];
  /** Reports a measured window width to the connect flow's own viewport child. */
  resize: (width: number) => Promise<void>;
}

/** The connect dialog as a test drives it: the scene's handles and the app area's viewport renderView measures. */
export type ConnectDialogHarness = ConnectDialogHandles & Pick<RenderedView, 'measure'>;

function CaptureActor({ onActor }: { onActor: (actor: ActorRefFrom<typeof connectFlowMachine>) => void }) {
  onActor(ConnectFlowActor.useActorRef());
  return null;
}

/**
 * The connect dialog as the composition root mounts it, with controllable effects: the QR lookup and the
 * wallet connection of each attempt, the flow's viewport watcher, and the two side-effect actions.
 */
export interface RenderOptions {
  locale?: WalletLocale;
  /** Receives every transition the connect flow and its attempts take, keyed as the coverage gate keys them. */
  onTransition?: (machineId: string, key: string) => void;
}

export function connectDialogScene(
  input: ConnectFlowInput,
  { locale, onTransition }: RenderOptions = {},
): Scene<ConnectDialogHandles> {
  const qr = controllable<GetQrUriOutput, GetQrUriInput>();
  const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
  const reloads: number[] = [];
  const choices: WalletChoice[] = [];
  const closes: number[] = [];
  const watcher = controllableCallback<ViewportEvent>();
  const logic = connectFlowMachine.provide({
    actors: {
      viewport: viewportMachine.provide({ actors: { watchViewport: watcher.logic } }),
      connectAttempt: connectAttemptMachine.provide({
        actors: { getQrUri: qr.logic, connectWallet: connect.logic },
      }),
    },
    actions: {
      reloadPage: () => reloads.push(1),
      persistWalletChoice: (_, choice: WalletChoice) => choices.push(choice),
    },
  });
  let actor: ActorRefFrom<typeof connectFlowMachine> | undefined;
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || !onTransition) return;
    const machineId = machineIdOf(inspection.snapshot);
    if (!machineId) return;
    for (const transition of inspection._transitions) onTransition(machineId, transitionKey(transition));
  };
  const i18n = createWalletI18n(locale ? { locale } : {});
  const copied = fromPromise<void, WriteClipboardInput>(async () => undefined);
  const element = (
    <I18nextProvider i18n={i18n}>
      <CopyAddressActor.Provider logic={copyAddressMachine.provide({ actors: { writeClipboard: copied } })}>
        <ConnectFlowActor.Provider logic={logic} options={{ input, inspect }}>
          <ConnectDialog onClose={() => closes.push(1)} learnMoreUrl={LEARN_MORE_URL} />
          <CaptureActor
            onActor={(ref) => {
              actor = ref;
            }}
          />
        </ConnectFlowActor.Provider>
      </CopyAddressActor.Provider>
    </I18nextProvider>
  );
  const flow = () => {
    if (!actor) throw new Error('the connect-flow actor was not captured');
    return actor;
  };
  const connectCalls = () => connect.calls.map((call) => call.input.walletId);
  const resize = async (width: number) => {
    await act(() => watcher.emit({ type: 'viewport.measured', width }));
  };
  return { element, i18n, handles: { flow, qr, connect, connectCalls, reloads, choices, closes, resize } };
}
