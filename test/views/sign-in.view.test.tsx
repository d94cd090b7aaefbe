import signInModel, {
  SIGN_IN_MODEL_NOW,
  signInDelayOf,
  signInFixtures,
  signInInput,
  signInRelevantContext,
  signInTestModel,
} from '@test/models/sign-in.model';
import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import {
  expectActorToMatch,
  fixturePathName,
  type ModelStep,
  replayPath,
  settleStub,
  transitionLog,
} from '@test/support/replay-path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import en from '@/i18n/wallet/en.json';
import {
  type PrepareMessageInput,
  type PrepareMessageOutput,
  type SignMessageInput,
  type SignMessageOutput,
  signInMachine,
  type VerifySignatureInput,
  type VerifySignatureOutput,
} from '@/machines/sign-in/sign-in.machine';
import { signInPhaseOf } from '@/ui/wallet/sign-in/sign-in-phase';
import { press } from './support/press';
import { walletScene } from './support/render-wallet';

const paths = signInModel.paths();
const probes = [{ type: 'user.sendMessage' }, { type: 'user.retry' }, { type: 'user.cancel' }] as const;
const log = transitionLog(signInMachine);

const labels = {
  preparing: en.sign_in.message.preparing,
  prepareFailed: en.sign_in.message.try_again,
  ready: en.sign_in.message.send,
  signing: en.sign_in.signature.waiting,
  verifying: en.sign_in.signature.verifying,
};
const errorTexts: Record<string, string> = {
  'sign_in.message.preparing_error': en.sign_in.message.preparing_error,
  'sign_in.signature.signing_error': en.sign_in.signature.signing_error,
  'sign_in.signature.verifying_error': en.sign_in.signature.verifying_error,
  'sign_in.signature.oops_error': en.sign_in.signature.oops_error,
};

/** The connection of a wallet that is connected but not signed in, with the sign-in modal opened from the header. */
async function openSignIn() {
  const prepare = controllable<PrepareMessageOutput, PrepareMessageInput>();
  const sign = controllable<SignMessageOutput, SignMessageInput>();
  const verify = controllable<VerifySignatureOutput, VerifySignatureInput>();
  const view = await renderView(
    walletScene({
      connectionInput: { supportedChainIds: [signInInput.chainId], auth: 'unauthenticated' },
      signInLogic: signInMachine.provide({
        actors: { prepareMessage: prepare.logic, signMessage: sign.logic, verifySignature: verify.logic },
      }),
      inspect: { signIn: log.inspect },
    }),
  );
  await flush(() =>
    view.actor('connection').send({
      type: 'wallet.connected',
      address: signInInput.address,
      chainId: signInInput.chainId,
    }),
  );
  await flush(() => fireEvent.click(view.header().getByRole('button', { name: 'Sign in' })));
  const { address, chainId } = signInInput;
  expect(view.actor('signIn').getSnapshot().context).toMatchObject({ address, chainId });
  return { view, prepare, sign, verify };
}

/** What the sign-in dialog shows for a snapshot of the sign-in machine. */
function expectDialogToShow(expected: AnyMachineSnapshot) {
  const dialog = screen.queryByRole('dialog', { name: en.sign_in.title });
  if (expected.status === 'done') {
    expect(dialog).toBeNull();
    return;
  }
  expect(dialog).not.toBeNull();
  const inDialog = within(dialog as HTMLElement);
  const phase = signInPhaseOf(expected);
  const send = inDialog.getByRole('button', { name: labels[phase] });
  const enabled = expected.can({ type: 'user.sendMessage' }) || expected.can({ type: 'user.retry' });
  expect(send).toHaveProperty('disabled', !enabled);
  expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(inDialog.getByText(en.sign_in.description.replace('{{appName}}', 'DGrid'))).toBeVisible();
  const { errorKey } = expected.context as { errorKey: string | null };
  const alert = inDialog.queryByRole('alert');
  if (errorKey) expect(alert).toHaveTextContent(errorTexts[errorKey] ?? `no text for ${errorKey}`);
  else expect(alert).toBeNull();
  const quiet = phase === 'ready' || phase === 'prepareFailed';
  expect(inDialog.getByRole('status')).toHaveTextContent(quiet ? '' : labels[phase]);
}

describe('sign-in dialog follows the sign-in model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(SIGN_IN_MODEL_NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a pinned number of paths and a fixture for every actor event', () => {
    // 12 → 33: the fetch timeout, the renewal before expiry and Try again after a failed fetch (issue 14), and
    // starting over when the wallet changes (the attempt now runs inside the connection instead of remounting).
    expect(paths).toHaveLength(33);
    expect(signInTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, signInFixtures), async () => {
      const { view, prepare, sign, verify } = await openSignIn();
      const signIn = () => view.actor('signIn');
      const dialog = () => within(screen.getByRole('dialog', { name: en.sign_in.title }));
      // A delayed transition (fetch timeout, renewal, expiry): the clock moves by the state's delay.
      const elapse = ({ event }: ModelStep) =>
        flush(() => vi.advanceTimersByTime(signInDelayOf(event.type, signIn().getSnapshot().context)));
      const checked = await replayPath(
        path,
        {
          'user.sendMessage': () => {
            const phase = signInPhaseOf(signIn().getSnapshot());
            return press(
              dialog().getByRole('button', { name: labels[phase] }),
              signIn().getSnapshot().can({ type: 'user.sendMessage' }),
            );
          },
          'user.cancel': () =>
            press(
              dialog().getByRole('button', { name: 'Cancel' }),
              signIn().getSnapshot().can({ type: 'user.cancel' }),
            ),
          'user.retry': () =>
            press(
              dialog().getByRole('button', { name: labels.prepareFailed }),
              signIn().getSnapshot().can({ type: 'user.retry' }),
            ),
          // The wallet reports another account: the connection tells its sign-in attempt.
          'wallet.changed': ({ event }) =>
            flush(() =>
              view.actor('connection').send({
                type: 'wallet.accountChanged',
                address: String(event.address),
              }),
            ),
          'xstate.after.prepareTimeout.signIn.idle.preparing': elapse,
          'xstate.after.prepareTimeout.signIn.idle.renewing': elapse,
          'xstate.after.messageRenewal.signIn.idle.ready': elapse,
          'xstate.after.messageExpiry.signIn.idle.renewalFailed': elapse,
          'xstate.done.actor.prepareMessage': settleStub(prepare),
          'xstate.error.actor.prepareMessage': settleStub(prepare),
          'xstate.done.actor.signMessage': settleStub(sign),
          'xstate.error.actor.signMessage': settleStub(sign),
          'xstate.done.actor.verifySignature': settleStub(verify),
          'xstate.error.actor.verifySignature': settleStub(verify),
        },
        (expected) => {
          expectActorToMatch(signIn().getSnapshot(), expected, { relevant: signInRelevantContext, probes });
          expectDialogToShow(expected);
        },
      );
      expect(checked).toBe(path.steps.length);
      // Cancelling closes the connection's modal, which disconnects the wallet (docs/wallet-behaviour.md, section 7).
      const last = path.steps.at(-1)?.event.type;
      expect(view.disconnects).toEqual(last === 'user.cancel' ? ['connection'] : []);
      // A verified signature's token is what the connection reports on to the wallet system (and the session).
      const token = signInFixtures.verified.output.token;
      expect(view.signedIn).toEqual(last === 'xstate.done.actor.verifySignature' ? [token] : []);
      await act(async () => view.unmount());
    });

  it('took every declared transition of the sign-in machine in the actors the dialog drove', () => {
    expect(log.total()).toBe(24);
    expect(log.missing()).toEqual([]);
  });
});
