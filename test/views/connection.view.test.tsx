import connectionModel, {
  connectionFixtures,
  connectionInput,
  connectionRelevantContext,
} from '@test/models/connection.model';
import { flush } from '@test/support/flush';
import { type RenderedView, renderView } from '@test/support/render-view';
import {
  expectActorToMatch,
  fixturePathName,
  type ModelStep,
  type ReplayablePath,
  replayPath,
  sendTo,
  transitionLog,
} from '@test/support/replay-path';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, type EventObject, fromPromise } from 'xstate';
import en from '@/i18n/wallet/en.json';
import { type ConnectionContext, connectionMachine } from '@/machines/connection/connection.machine';
import { signInMachine } from '@/machines/sign-in/sign-in.machine';
import { press } from './support/press';
import { walletScene } from './support/render-wallet';

/**
 * On the one configured chain the network dialog offers nothing that settles its attempt (no other chain, no
 * Disconnect), so the path where it settles there is left to the model test; on a wrong network, Disconnect does.
 */
const settlesOnConfiguredChain = (path: ReplayablePath) =>
  path.steps.some(
    ({ event, state }, index) =>
      event.type === 'xstate.done.actor.networkSwitch' &&
      (path.steps[index - 1]?.state ?? state).context.chainId === 97,
  );
const paths = connectionModel.paths().filter((path) => !settlesOnConfiguredChain(path));
const log = transitionLog(connectionMachine);

/** A sign-in whose API and wallet answer at once: Send message signs in. */
const instantSignIn = signInMachine.provide({
  actors: {
    prepareMessage: fromPromise(async () => ({
      nonce: 'n0nce0001',
      message: 'Sign in to DGrid',
      expiresAt: '2099-01-01T00:00:00.000Z',
    })),
    signMessage: fromPromise(async () => '0xsigned'),
    verifySignature: fromPromise(async () => ({
      token: 'session-token',
      expiresAt: '2099-01-01T00:00:00.000Z',
    })),
  },
});
const probes: EventObject[] = [
  { type: 'user.openConnectModal' },
  { type: 'user.openSignInModal' },
  { type: 'user.openAccountModal' },
  { type: 'user.openChainModal' },
  { type: 'user.closeModal' },
  { type: 'user.disconnect' },
];

/** Each modal: its tag, the dialog's accessible name and the control that closes it. */
const modals = [
  { tag: 'connectModalOpen', name: 'Connect a wallet', close: 'Close' },
  { tag: 'signInModalOpen', name: en.sign_in.title, close: en.sign_in.message.cancel },
  { tag: 'accountModalOpen', name: en.aria.account_dialog, close: en.aria.close },
  { tag: 'chainModalOpen', name: en.network.title, close: en.aria.close },
] as const;

type View = RenderedView & ReturnType<typeof walletScene>['handles'];

const isOnConfiguredChain = ({ chainId, supportedChainIds }: ConnectionContext) =>
  chainId !== null && supportedChainIds.includes(chainId);

/** The header control and the page call to action that send each opener, in the state the actor is in now. */
function openers(view: View, snapshot: AnyMachineSnapshot) {
  const header = view.header();
  const button = (name: string | RegExp) => header.queryByRole('button', { name });
  const described = (description: RegExp) => header.queryByRole('button', { description });
  const connected = snapshot.hasTag('connected');
  return {
    'user.openConnectModal': snapshot.hasTag('unauthenticated')
      ? view.main().queryByRole('button', { name: en.button.sign_in })
      : button(en.button.connect),
    'user.openSignInModal': button(en.button.sign_in),
    'user.openAccountModal': described(/^Account details for/),
    'user.openChainModal': connected ? (button(/^Network: /) ?? button(en.button.wrong_network)) : null,
  };
}

/** What the header, the call to action and the dialogs show for a snapshot of the connection machine. */
function expectViewToShow(view: View, expected: AnyMachineSnapshot) {
  const header = view.header();
  const can = (type: string) => expected.can({ type });
  const expectOpener = (query: { name: string } | { description: RegExp }, event: string, tag: string) => {
    const control = header.getByRole('button', query);
    expect(control).toHaveProperty('disabled', !can(event));
    expect(control).toHaveAttribute('aria-expanded', String(expected.hasTag(tag)));
  };
  const cta = view.main().queryByRole('button');
  if (expected.hasTag('loading')) {
    expect(header.getByRole('status', { name: en.aria.loading })).toBeVisible();
    expect(header.queryByRole('button')).toBeNull();
    expect(cta).toBeNull();
  } else if (expected.hasTag('disconnected')) {
    expectOpener({ name: en.button.connect }, 'user.openConnectModal', 'connectModalOpen');
    expect(cta).toHaveTextContent(en.button.connect);
    expect(cta).toHaveProperty('disabled', !can('user.openConnectModal'));
  } else if (expected.hasTag('unauthenticated')) {
    expectOpener({ name: en.button.sign_in }, 'user.openSignInModal', 'signInModalOpen');
    expect(cta).toHaveTextContent(en.button.sign_in);
    expect(cta).toHaveProperty('disabled', !can('user.openConnectModal'));
  } else if (isOnConfiguredChain(expected.context as ConnectionContext)) {
    expectOpener(
      { name: 'Network: BSC Testnet. Choose another network' },
      'user.openChainModal',
      'chainModalOpen',
    );
    expectOpener(
      { description: /^Account details for 0x(DE|ad)/ },
      'user.openAccountModal',
      'accountModalOpen',
    );
    expect(cta).toBeNull();
  } else {
    expectOpener({ name: en.button.wrong_network }, 'user.openChainModal', 'chainModalOpen');
    expect(header.queryByRole('button', { description: /^Account details/ })).toBeNull();
    expect(cta).toBeNull();
  }
  for (const modal of modals) {
    expect([modal.name, screen.queryByRole('dialog', { name: modal.name }) !== null]).toEqual([
      modal.name,
      expected.hasTag(modal.tag),
    ]);
  }
}

/** Disconnects the machine asks for: a cancelled sign-in, and Disconnect in the account modal. */
function expectedDisconnects(path: ReplayablePath): string[] {
  return path.steps.slice(1).flatMap(({ event }, index) => {
    const before = path.steps[index]?.state;
    const fromAccount = event.type === 'user.disconnect' && before?.hasTag('accountModalOpen');
    if (event.type === 'xstate.done.actor.networkSwitch') return ['networkSwitch'];
    if (JSON.stringify(event) === JSON.stringify(connectionFixtures.signInCancelled)) return ['connection'];
    return fromAccount ? ['connection'] : [];
  });
}

describe('wallet button and dialogs follow the connection model (modal rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a pinned number of paths', () => {
    // 99: the model's 100 less the one settling on the configured chain (see settlesOnConfiguredChain).
    expect(paths).toHaveLength(99);
  });

  for (const path of paths)
    it(fixturePathName(path, connectionFixtures), async () => {
      const view = await renderView(
        walletScene({ connectionInput, signInLogic: instantSignIn, inspect: { connection: log.inspect } }),
      );
      const connection = () => view.actor('connection');
      // The wallet watcher and the session are not the UI: their events go to the actor as they would.
      const fromOutside = (step: ModelStep) => flush(() => sendTo(connection())(step));
      const click = (type: keyof ReturnType<typeof openers>) => () => {
        const now = connection().getSnapshot();
        return press(openers(view, now)[type], now.can({ type }));
      };
      const checked = await replayPath(
        path,
        {
          'wallet.connected': fromOutside,
          'wallet.accountChanged': fromOutside,
          'wallet.chainChanged': fromOutside,
          'wallet.disconnected': fromOutside,
          'session.loading': fromOutside,
          'session.authenticated': fromOutside,
          'session.unauthenticated': fromOutside,
          // The composition root's reader of the wallet list, storage and window is not the UI either.
          'connect.openingRead': fromOutside,
          'user.openConnectModal': click('user.openConnectModal'),
          'user.openSignInModal': click('user.openSignInModal'),
          'user.openAccountModal': click('user.openAccountModal'),
          'user.openChainModal': click('user.openChainModal'),
          'user.closeModal': () => {
            const now = connection().getSnapshot();
            const open = modals.find((modal) => now.hasTag(modal.tag));
            const dialog = open ? screen.getByRole('dialog', { name: open.name }) : null;
            const control = dialog ? within(dialog).getByRole('button', { name: open?.close }) : null;
            return press(control, now.can({ type: 'user.closeModal' }));
          },
          // The wrong-network dialog's Disconnect settles the attempt, which closes the chain modal.
          'xstate.done.actor.networkSwitch': () =>
            press(screen.queryByRole('button', { name: en.network.disconnect }), true),
          // The sign-in dialog's Send message (every step answers at once here) or Cancel ends its attempt.
          'xstate.done.actor.signIn': async ({ event }) => {
            const dialog = within(screen.getByRole('dialog', { name: en.sign_in.title }));
            if (JSON.stringify(event) === JSON.stringify(connectionFixtures.signInCancelled))
              return press(dialog.getByRole('button', { name: en.sign_in.message.cancel }), true);
            await press(dialog.getByRole('button', { name: en.sign_in.message.send }), true);
            for (let turn = 0; turn < 3; turn += 1) await flush();
          },
          'user.disconnect': () => {
            const now = connection().getSnapshot();
            const dialog = screen.queryByRole('dialog', { name: en.aria.account_dialog });
            const control = dialog
              ? within(dialog).getByRole('button', { name: en.account.disconnect })
              : null;
            return press(control, now.can({ type: 'user.disconnect' }));
          },
        },
        (expected) => {
          expectActorToMatch(connection().getSnapshot(), expected, {
            relevant: connectionRelevantContext,
            probes,
          });
          expectViewToShow(view, expected);
        },
      );
      expect(checked).toBe(path.steps.length);
      expect(view.disconnects).toEqual(expectedDisconnects(path));
      await act(async () => view.unmount());
    });

  it('took every declared transition of the connection machine in the actors the views drove', () => {
    expect(log.total()).toBe(35);
    expect(log.missing()).toEqual([]);
  });
});
