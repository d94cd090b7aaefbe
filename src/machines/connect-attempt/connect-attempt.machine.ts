import { assign, fromPromise, setup } from 'xstate';
import { isUserRejection } from '../shared/wallet-errors';

/** Without a QR URI the wallet is shown after this long, so an instant connection never flashes "Opening". */
export const NO_URI_DELAY_MS = 50;

export interface ConnectAttemptInput {
  walletId: string;
  /** Connect through WalletConnect's own modal (which shows its own QR code) rather than the wallet's connector. */
  walletConnectModal?: boolean;
  /** Which URI the wallet shows: its QR code's (default) or, on a phone, the deep link that opens its app. */
  uriFor?: WalletUriKind;
}

export type WalletUriKind = 'qrCode' | 'mobile';

/**
 * `getQrUri`: the WalletConnect URI for the wallet's QR code (or, with `uriFor: 'mobile'`, its app deep link) once
 * the connector announces it (listen before `connectWallet` asks for it), or null at once for a wallet without one.
 */
export interface GetQrUriInput {
  walletId: string;
  walletConnectModal: boolean;
  uriFor?: WalletUriKind;
}
export type GetQrUriOutput = string | null;

/** `connectWallet`: connects the wallet, opening its desktop deep link first when it has one. */
export interface ConnectWalletInput {
  walletId: string;
  walletConnectModal: boolean;
}
export interface ConnectWalletOutput {
  address: string;
  chainId: number;
}

export type ConnectAttemptOutcome = 'connected' | 'rejected' | 'failed';
export interface ConnectAttemptOutput {
  outcome: ConnectAttemptOutcome;
}

export interface ConnectAttemptContext {
  walletId: string;
  walletConnectModal: boolean;
  uriFor: WalletUriKind;
  qrUri: string | null;
  outcome: ConnectAttemptOutcome | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/**
 * One attempt to connect one wallet (docs/wallet-behaviour.md, section 5): the QR lookup starts with the
 * connection; the wallet is presented once the URI is there, or 50 ms after learning there is none. It ends
 * connected, rejected by the user (code 4001), or failed.
 */
export const connectAttemptMachine = setup({
  types: {
    context: {} as ConnectAttemptContext,
    input: {} as ConnectAttemptInput,
    output: {} as ConnectAttemptOutput,
    tags: {} as 'presented',
  },
  actors: {
    getQrUri: fromPromise<GetQrUriOutput, GetQrUriInput>(notProvided('getQrUri')),
    connectWallet: fromPromise<ConnectWalletOutput, ConnectWalletInput>(notProvided('connectWallet')),
  },
  delays: { noUriDelay: NO_URI_DELAY_MS },
  guards: {
    hasQrUri: (_, params: { uri: GetQrUriOutput }) => typeof params.uri === 'string' && params.uri.length > 0,
    isUserRejection: (_, params: { error: unknown }) => isUserRejection(params.error),
  },
  actions: {
    assignQrUri: assign((_, params: { uri: string | null }) => ({ qrUri: params.uri })),
    recordOutcome: assign((_, params: { outcome: ConnectAttemptOutcome }) => ({ outcome: params.outcome })),
  },
}).createMachine({
  id: 'connectAttempt',
  description:
    'One wallet connection from the connect dialog: waits for the QR URI (or 50 ms when there is none) before presenting the wallet, connects, and ends connected, rejected by the user (4001) or failed.',
  context: ({ input }) => ({
    walletId: input.walletId,
    walletConnectModal: input.walletConnectModal ?? false,
    uriFor: input.uriFor ?? 'qrCode',
    qrUri: null,
    outcome: null,
  }),
  // Every way into a final state records the outcome first.
  output: ({ context }) => ({ outcome: context.outcome as ConnectAttemptOutcome }),
  initial: 'connecting',
  states: {
    connecting: {
      // The QR lookup starts first, so its listener is in place before the connection announces the URI.
      invoke: [
        {
          id: 'getQrUri',
          src: 'getQrUri',
          input: ({ context }) => ({
            walletId: context.walletId,
            walletConnectModal: context.walletConnectModal,
            uriFor: context.uriFor,
          }),
        },
        {
          id: 'connectWallet',
          src: 'connectWallet',
          input: ({ context }) => ({
            walletId: context.walletId,
            walletConnectModal: context.walletConnectModal,
          }),
          onDone: {
            target: 'connected',
            actions: { type: 'recordOutcome', params: { outcome: 'connected' } },
          },
          onError: [
            {
              guard: { type: 'isUserRejection', params: ({ event }) => ({ error: event.error }) },
              target: 'rejected',
              actions: { type: 'recordOutcome', params: { outcome: 'rejected' } },
            },
            { target: 'failed', actions: { type: 'recordOutcome', params: { outcome: 'failed' } } },
          ],
        },
      ],
      initial: 'resolvingUri',
      states: {
        resolvingUri: {
          description: 'Waiting for the QR URI; the dialog keeps showing the step it was on.',
          on: {
            'xstate.done.actor.getQrUri': [
              {
                guard: { type: 'hasQrUri', params: ({ event }) => ({ uri: event.output }) },
                target: 'presented',
                actions: { type: 'assignQrUri', params: ({ event }) => ({ uri: event.output }) },
              },
              { target: 'delayingNoUri' },
            ],
            'xstate.error.actor.getQrUri': 'delayingNoUri',
          },
        },
        delayingNoUri: {
          description: 'No QR code: wait a moment in case the wallet connects at once.',
          after: { noUriDelay: 'presented' },
        },
        presented: {
          description: 'The dialog shows CONNECT: the QR code, or Opening while the wallet asks the user.',
          tags: 'presented',
        },
      },
    },
    connected: { type: 'final' },
    rejected: { type: 'final' },
    failed: { type: 'final' },
  },
});
