import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type FetchProfileInput,
  type FetchProfileOutput,
  type ReadLoginTokenOutput,
  type SessionContext,
  type SessionProfile,
  sessionMachine,
} from '@/machines/session.machine';

export const PROFILE: SessionProfile = {
  address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df',
  inviteCode: 'K7Q2ZP',
  inviter: null,
  createdAt: '2025-06-01T08:00:00.000Z',
  pass: { holder: true, since: '2025-06-02T09:30:00.000Z' },
  balance: { claimed: '1500000000000000000000', commission: '0' },
};

export const STORED_TOKEN = 'token-from-storage';
export const SIGNED_IN_TOKEN = 'token-from-sign-in';

export const sessionTestModel = createAppTestModel(sessionMachine, {
  payloads: [
    { type: 'xstate.done.actor.readLoginToken', output: STORED_TOKEN },
    { type: 'xstate.done.actor.readLoginToken', output: null },
    { type: 'xstate.error.actor.readLoginToken', error: { name: 'SecurityError' } },
    { type: 'xstate.done.actor.fetchProfile', output: PROFILE },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 401 } },
    { type: 'xstate.error.actor.fetchProfile', error: { status: 502 } },
    { type: 'auth.signedIn', token: SIGNED_IN_TOKEN },
    { type: 'wallet.accountChanged', address: '0x5c8b0C466680158a82fdd9dcCDE04901D662B5c3', chainId: 31337 },
    { type: 'wallet.accountChanged', address: PROFILE.address.toLowerCase(), chainId: 31337 },
  ],
  // The profile fixture is one and merging it is idempotent, so "has a profile" is all that distinguishes.
  serializeContext: (context: SessionContext) => ({
    token: context.token,
    profile: context.profile !== null,
  }),
});

export const sessionPaths = () => sessionTestModel.model.getShortestPaths();

export default defineMachineModel({
  name: 'session',
  machine: sessionMachine.provide({
    actors: {
      readLoginToken: neverSettling<ReadLoginTokenOutput>(),
      fetchProfile: neverSettling<FetchProfileOutput, FetchProfileInput>(),
    },
  }),
  paths: sessionPaths,
});
