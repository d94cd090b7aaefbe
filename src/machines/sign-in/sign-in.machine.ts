import { assign, setup } from 'xstate';
import { providedByRoot } from '../shared/provided-by-root';
import { isClientErrorStatus, isUserRejection } from '../shared/wallet-errors';
import {
  messageExpiryDelay,
  messageRenewalDelay,
  PREPARE_MESSAGE_TIMEOUT_MS,
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignInContext,
  type SignInErrorKey,
  type SignInEvent,
  type SignInInput,
  type SignInOutput,
  type SignMessageInput,
  type SignMessageOutput,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from './sign-in-types';

export type {
  PrepareMessageInput,
  PrepareMessageOutput,
  SignInContext,
  SignInErrorKey,
  SignInEvent,
  SignInInput,
  SignInOutput,
  SignMessageInput,
  SignMessageOutput,
  VerifySignatureInput,
  VerifySignatureOutput,
} from './sign-in-types';

/** The attempt starts over for the wallet as it is now: a new message, no error. */
const startOverForWallet = {
  target: '#signIn.idle',
  reenter: true,
  actions: [
    {
      type: 'assignWallet',
      params: ({ event }: { event: Extract<SignInEvent, { type: 'wallet.changed' }> }) => event,
    },
    'forgetMessage',
    'clearError',
  ],
} as const;

const preparingError = { type: 'showError', params: { key: 'sign_in.message.preparing_error' } } as const;

/**
 * The sign-in panel (docs/wallet-behaviour.md, sections 7 and 13): fetch the message to sign,
 * then idle → signing → verifying → signed in. Every failure returns to idle with a message key; a user
 * rejection in the wallet returns silently. Unlike the reference kit, a refused or failed verification fetches a
 * fresh message (ours expire after 5 minutes and are single use), while a signing failure keeps the message; a
 * message about to expire is replaced, and a failed fetch offers Try again, which keeps a message still valid.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput,
    tags: {} as 'preparing' | 'prepareFailed' | 'signing' | 'verifying',
  },
  actors: {
    prepareMessage: providedByRoot<PrepareMessageOutput, PrepareMessageInput>('prepareMessage'),
    signMessage: providedByRoot<SignMessageOutput, SignMessageInput>('signMessage'),
    verifySignature: providedByRoot<VerifySignatureOutput, VerifySignatureInput>('verifySignature'),
  },
  guards: {
    isUserRejection: (_, params: { error: unknown }) => isUserRejection(params.error),
    isSignatureRefused: (_, params: { error: unknown }) => isClientErrorStatus(params.error),
  },
  actions: {
    assignMessage: assign((_, { nonce, message, expiresAt }: PrepareMessageOutput) => ({
      nonce,
      message,
      messageExpiresAt: expiresAt,
    })),
    forgetMessage: assign({ nonce: null, message: null, messageExpiresAt: null, signature: null }),
    assignSignature: assign((_, params: { signature: SignMessageOutput }) => ({
      signature: params.signature,
    })),
    assignSession: assign((_, session: VerifySignatureOutput) => ({ session })),
    showError: assign((_, params: { key: SignInErrorKey }) => ({ errorKey: params.key })),
    clearError: assign({ errorKey: null }),
    assignWallet: assign((_, params: { address: string; chainId: number }) => ({
      address: params.address,
      chainId: params.chainId,
    })),
  },
  delays: {
    prepareTimeout: PREPARE_MESSAGE_TIMEOUT_MS,
    messageRenewal: ({ context }) => messageRenewalDelay(context, Date.now()),
    messageExpiry: ({ context }) => messageExpiryDelay(context, Date.now()),
  },
}).createMachine({
  id: 'signIn',
  description:
    'Sign-in: fetches the nonce first (Send message enabled once it is there), signs, verifies with the API; success closes, an error returns to idle with its message key, a user rejection returns to idle silently; a failed or timed-out fetch offers Try again, which keeps a message still valid; cancel.',
  context: ({ input }) => ({
    address: input.address,
    chainId: input.chainId,
    inviteCode: input.inviteCode ?? null,
    nonce: null,
    message: null,
    messageExpiresAt: null,
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
      on: { 'user.cancel': '#signIn.cancelled', 'wallet.changed': startOverForWallet },
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
            onError: { target: 'unprepared', actions: preparingError },
          },
          after: { prepareTimeout: { target: 'unprepared', actions: preparingError } },
        },
        ready: {
          on: { 'user.sendMessage': { target: '#signIn.signing', actions: 'clearError' } },
          after: { messageRenewal: 'renewing' },
        },
        renewing: {
          description:
            'The message is about to expire: a fresh one is fetched, and the current one can still be sent meanwhile.',
          invoke: {
            id: 'prepareMessage',
            src: 'prepareMessage',
            input: ({ context }) => ({ address: context.address, chainId: context.chainId }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignMessage', params: ({ event }) => event.output },
            },
            onError: { target: 'renewalFailed', actions: preparingError },
          },
          after: { prepareTimeout: { target: 'renewalFailed', actions: preparingError } },
          on: { 'user.sendMessage': { target: '#signIn.signing', actions: 'clearError' } },
        },
        renewalFailed: {
          description:
            'No fresh message came, but the current one is still valid: Try again uses it, until it expires.',
          tags: 'prepareFailed',
          on: { 'user.retry': { target: 'ready', actions: 'clearError' } },
          after: { messageExpiry: { target: 'unprepared', actions: 'forgetMessage' } },
        },
        unprepared: {
          description: 'No valid message: the error shows with Try again, which fetches a new one.',
          tags: 'prepareFailed',
          on: { 'user.retry': { target: 'preparing', actions: 'clearError' } },
        },
      },
    },
    signing: {
      description: 'Waiting for the wallet to sign the message.',
      tags: 'signing',
      on: { 'user.cancel': 'cancelled', 'wallet.changed': startOverForWallet },
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
      on: { 'user.cancel': 'cancelled', 'wallet.changed': startOverForWallet },
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
