import { assign, fromPromise, setup } from 'xstate';
import { isClientErrorStatus, isUserRejection } from './helpers/wallet-errors';

/** The message keys of docs/wallet-behaviour.md section 7; the view translates them. */
export type SignInErrorKey =
  | 'sign_in.message.preparing_error'
  | 'sign_in.signature.signing_error'
  | 'sign_in.signature.verifying_error'
  | 'sign_in.signature.oops_error';

export interface SignInInput {
  address: string;
  chainId: number;
  /** The referral code to bind at the first sign-in, if the visitor came with one. */
  inviteCode?: string | null;
}

/** `prepareMessage`: the API's get-code for this address; the message is the full text to sign. */
export interface PrepareMessageInput {
  address: string;
  chainId: number;
}
export interface PrepareMessageOutput {
  nonce: string;
  message: string;
}

/** `signMessage`: the wallet signs the message; resolves to the signature, rejects with the wallet's error. */
export interface SignMessageInput {
  address: string;
  message: string;
}
export type SignMessageOutput = string;

/**
 * `verifySignature`: the API's challenge. Resolves to the session; rejects with an error whose numeric `status`
 * is the HTTP status when the API answered (a 4xx means the signature was refused), any other error otherwise.
 */
export interface VerifySignatureInput {
  address: string;
  message: string;
  signature: string;
  inviteCode: string | null;
}
export interface VerifySignatureOutput {
  token: string;
  expiresAt: string;
}

export type SignInOutput = { outcome: 'signedIn'; session: VerifySignatureOutput } | { outcome: 'cancelled' };

export interface SignInContext {
  address: string;
  chainId: number;
  inviteCode: string | null;
  nonce: string | null;
  message: string | null;
  signature: string | null;
  session: VerifySignatureOutput | null;
  errorKey: SignInErrorKey | null;
}

export type SignInEvent = { type: 'user.sendMessage' } | { type: 'user.cancel' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/**
 * The sign-in panel (docs/wallet-behaviour.md, sections 7 and 13): fetch the message to sign,
 * then idle → signing → verifying → signed in. Every failure returns to idle with a message key; a user
 * rejection in the wallet returns silently. Unlike the reference kit, a refused or failed verification fetches a
 * fresh message (ours expire after 5 minutes and are single use), while a signing failure keeps the message.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput,
    tags: {} as 'preparing' | 'signing' | 'verifying',
  },
  actors: {
    prepareMessage: fromPromise<PrepareMessageOutput, PrepareMessageInput>(notProvided('prepareMessage')),
    signMessage: fromPromise<SignMessageOutput, SignMessageInput>(notProvided('signMessage')),
    verifySignature: fromPromise<VerifySignatureOutput, VerifySignatureInput>(notProvided('verifySignature')),
  },
  guards: {
    isUserRejection: (_, params: { error: unknown }) => isUserRejection(params.error),
    isSignatureRefused: (_, params: { error: unknown }) => isClientErrorStatus(params.error),
  },
  actions: {
    assignMessage: assign((_, { nonce, message }: PrepareMessageOutput) => ({ nonce, message })),
    forgetMessage: assign({ nonce: null, message: null, signature: null }),
    assignSignature: assign((_, params: { signature: SignMessageOutput }) => ({
      signature: params.signature,
    })),
    assignSession: assign((_, session: VerifySignatureOutput) => ({ session })),
    showError: assign((_, params: { key: SignInErrorKey }) => ({ errorKey: params.key })),
    clearError: assign({ errorKey: null }),
  },
}).createMachine({
  id: 'signIn',
  description:
    'Sign-in: fetches the nonce first (Send message enabled once it is there), signs, verifies with the API; success closes, an error returns to idle with its message key, a user rejection returns to idle silently, cancel.',
  context: ({ input }) => ({
    address: input.address,
    chainId: input.chainId,
    inviteCode: input.inviteCode ?? null,
    nonce: null,
    message: null,
    signature: null,
    session: null,
    errorKey: null,
  }),
  output: ({ context }) =>
    context.session ? { outcome: 'signedIn', session: context.session } : { outcome: 'cancelled' },
  initial: 'idle',
  states: {
    idle: {
      // Cancel, X, Escape and the backdrop all close the modal; final states take no more events.
      on: { 'user.cancel': '#signIn.cancelled' },
      initial: 'preparing',
      states: {
        preparing: {
          description: 'Fetching the nonce and the message; the button shows Preparing and is disabled.',
          tags: 'preparing',
          invoke: {
            id: 'prepareMessage',
            src: 'prepareMessage',
            input: ({ context }) => ({ address: context.address, chainId: context.chainId }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignMessage', params: ({ event }) => event.output },
            },
            onError: {
              target: 'unprepared',
              actions: { type: 'showError', params: { key: 'sign_in.message.preparing_error' } },
            },
          },
        },
        ready: {
          on: { 'user.sendMessage': { target: '#signIn.signing', actions: 'clearError' } },
        },
        unprepared: {
          description:
            'No message could be fetched: the button stays on Preparing until the modal is reopened.',
          tags: 'preparing',
        },
      },
    },
    signing: {
      description: 'Waiting for the wallet to sign the message.',
      tags: 'signing',
      on: { 'user.cancel': 'cancelled' },
      invoke: {
        id: 'signMessage',
        src: 'signMessage',
        input: ({ context }) => ({ address: context.address, message: context.message ?? '' }),
        onDone: {
          target: 'verifying',
          actions: { type: 'assignSignature', params: ({ event }) => ({ signature: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isUserRejection', params: ({ event }) => ({ error: event.error }) },
            target: 'idle.ready',
          },
          {
            target: 'idle.ready',
            actions: { type: 'showError', params: { key: 'sign_in.signature.signing_error' } },
          },
        ],
      },
    },
    verifying: {
      description: 'The API checks the signature and opens a session.',
      tags: 'verifying',
      on: { 'user.cancel': 'cancelled' },
      invoke: {
        id: 'verifySignature',
        src: 'verifySignature',
        input: ({ context }) => ({
          address: context.address,
          message: context.message ?? '',
          signature: context.signature ?? '',
          inviteCode: context.inviteCode,
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'assignSession', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isSignatureRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              'forgetMessage',
              { type: 'showError', params: { key: 'sign_in.signature.verifying_error' } },
            ],
          },
          {
            target: 'idle',
            actions: [
              'forgetMessage',
              { type: 'showError', params: { key: 'sign_in.signature.oops_error' } },
            ],
          },
        ],
      },
    },
    signedIn: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
