import { controllable, controllableCallback } from '@test/support/controllable';
import { transitionKey } from '@test/support/transition-coverage';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Actor, AnyStateMachine, InspectionEvent } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { WalletLocale } from '@/i18n/wallet-locale';
import {
  type ConnectWalletInput,
  type ConnectWalletOutput,
  connectAttemptMachine,
  type GetQrUriInput,
  type GetQrUriOutput,
} from '@/machines/connect-attempt.machine';
import {
  type ConnectFlowInput,
  connectFlowMachine,
  type WalletChoice,
} from '@/machines/connect-flow.machine';
import { type ViewportEvent, viewportMachine } from '@/machines/viewport.machine';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectDialog } from '@/ui/wallet/connect/connect-dialog';

const LEARN_MORE_URL = 'https://learn.example/wallets';

/** Lets settled promise actors deliver their events and React re-render (microtasks only: timers are fake). */
export const settle = () =>
  act(async () => {
    for (let hop = 0; hop < 8; hop += 1) await Promise.resolve();
  });

type Stub<TOutput> = { resolve: (value: TOutput) => void; reject: (error: unknown) => void };

export interface ConnectDialogHarness {
  /** The connect-flow actor the dialog renders. */
  flow: () => Actor<typeof connectFlowMachine>;
  /** The latest attempt's QR lookup and wallet connection, and the wallet each call was for. */
  qr: Stub<GetQrUriOutput>;
  connect: Stub<ConnectWalletOutput>;
  connectCalls: () => string[];
  resize: (width: number) => Promise<void>;
  reloads: number[];
  choices: WalletChoice[];
  closes: number[];
  unmount: () => void;
}

function CaptureActor({ onActor }: { onActor: (actor: Actor<typeof connectFlowMachine>) => void }) {
  onActor(ConnectFlowActor.useActorRef());
  return null;
}

/**
 * The connect dialog as the composition root mounts it, with controllable effects: the QR lookup and the
 * wallet connection of each attempt, the viewport watcher, and the two side-effect actions.
 */
export interface RenderOptions {
  locale?: WalletLocale;
  /** Receives every transition the connect flow and its attempts take, keyed as the coverage gate keys them. */
  onTransition?: (machineId: string, key: string) => void;
}

export function renderConnectDialog(
  input: ConnectFlowInput,
  { locale, onTransition }: RenderOptions = {},
): ConnectDialogHarness {
  const qr = controllable<GetQrUriOutput, GetQrUriInput>();
  const connect = controllable<ConnectWalletOutput, ConnectWalletInput>();
  const viewport = controllableCallback<ViewportEvent>();
  const reloads: number[] = [];
  const choices: WalletChoice[] = [];
  const closes: number[] = [];
  const logic = connectFlowMachine.provide({
    actors: {
      connectAttempt: connectAttemptMachine.provide({
        actors: { getQrUri: qr.logic, connectWallet: connect.logic },
      }),
    },
    actions: {
      reloadPage: () => reloads.push(1),
      persistWalletChoice: (_, choice: WalletChoice) => choices.push(choice),
    },
  });
  let actor: Actor<typeof connectFlowMachine> | undefined;
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep' || !onTransition) return;
    const machineId = (inspection.actorRef as unknown as { logic: AnyStateMachine }).logic.id;
    for (const transition of inspection._transitions) onTransition(machineId, transitionKey(transition));
  };
  const i18n = createWalletI18n(locale ? { locale } : {});
  const result = render(
    <I18nextProvider i18n={i18n}>
      <ViewportActor.Provider logic={viewportMachine.provide({ actors: { watchViewport: viewport.logic } })}>
        <ConnectFlowActor.Provider logic={logic} options={{ input, inspect }}>
          <ConnectDialog onClose={() => closes.push(1)} learnMoreUrl={LEARN_MORE_URL} />
          <CaptureActor
            onActor={(ref) => {
              actor = ref;
            }}
          />
        </ConnectFlowActor.Provider>
      </ViewportActor.Provider>
    </I18nextProvider>,
  );
  const flow = () => {
    if (!actor) throw new Error('the connect-flow actor was not captured');
    return actor;
  };
  /** What the browser watcher reports: the window's width, settled at once. */
  const resize = async (width: number) => {
    await act(() => viewport.emit({ type: 'viewport.measured', width }));
  };
  const connectCalls = () => connect.calls.map((call) => call.input.walletId);
  return { flow, qr, connect, connectCalls, resize, reloads, choices, closes, unmount: result.unmount };
}
