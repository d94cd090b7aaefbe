import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignInContext,
  type SignInInput,
  type SignMessageInput,
  type SignMessageOutput,
  signInMachine,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from '@/machines/sign-in/sign-in.machine';
import {
  messageExpiryDelay,
  messageRenewalDelay,
  PREPARE_MESSAGE_TIMEOUT_MS,
} from '@/machines/sign-in/sign-in-types';

export const signInInput: SignInInput = {
  address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3',
  chainId: 31337,
  inviteCode: 'FRIEND42',
};

/** The clock of the replays (fake timers): the prepared message expires five minutes later. */
export const SIGN_IN_MODEL_NOW = '2026-01-01T00:00:00.000Z';

/** How far the clock moves for a delayed transition of the sign-in machine, in the context it fires in. */
export function signInDelayOf(eventType: string, context: SignInContext): number {
  if (eventType.startsWith('xstate.after.prepareTimeout.')) return PREPARE_MESSAGE_TIMEOUT_MS;
  if (eventType.startsWith('xstate.after.messageRenewal.')) return messageRenewalDelay(context, Date.now());
  return messageExpiryDelay(context, Date.now());
}

/** One payload per branch the machine routes on, for every actor it invokes. */
export const signInFixtures = {
  prepared: {
    type: 'xstate.done.actor.prepareMessage',
    output: {
      nonce: 'a1b2c3d4e5f6',
      message: 'localhost wants you to sign in with your Ethereum account',
      expiresAt: '2026-01-01T00:05:00.000Z',
    },
  },
  prepareFailed: {
    type: 'xstate.error.actor.prepareMessage',
    error: { status: 502, message: 'Server Error' },
  },
  signed: { type: 'xstate.done.actor.signMessage', output: '0xsignature' },
  signRejected: {
    type: 'xstate.error.actor.signMessage',
    error: { name: 'UserRejectedRequestError', code: 4001 },
  },
  signFailed: { type: 'xstate.error.actor.signMessage', error: { name: 'ConnectorNotConnectedError' } },
  verified: {
    type: 'xstate.done.actor.verifySignature',
    output: { token: 'session-token', expiresAt: '2026-01-01T00:00:00.000Z' },
  },
  verifyRefused: {
    type: 'xstate.error.actor.verifySignature',
    error: { status: 401, message: 'Invalid signature' },
  },
  walletChanged: {
    type: 'wallet.changed',
    address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df',
    chainId: 31337,
  },
  verifyBroken: {
    type: 'xstate.error.actor.verifySignature',
    error: { name: 'TypeError', message: 'fetch failed' },
  },
} as const;

/** Views read whether a message is there (button enabled) and the error key; the rest is plumbing. */
export const signInRelevantContext = (context: SignInContext) => ({
  hasMessage: context.message !== null,
  errorKey: context.errorKey,
  signedIn: context.session !== null,
});

export const signInTestModel = createAppTestModel(signInMachine, {
  payloads: Object.values(signInFixtures),
  serializeContext: signInRelevantContext,
});

export default defineMachineModel({
  name: 'sign-in',
  machine: signInMachine.provide({
    actors: {
      prepareMessage: neverSettling<PrepareMessageOutput, PrepareMessageInput>(),
      signMessage: neverSettling<SignMessageOutput, SignMessageInput>(),
      verifySignature: neverSettling<VerifySignatureOutput, VerifySignatureInput>(),
    },
  }),
  input: signInInput,
  paths: () => signInTestModel.model.getShortestPaths({ input: signInInput }),
});
