import networkSwitchModel, {
  networkSwitchFixtures,
  networkSwitchInput,
  networkSwitchRelevantContext,
  networkSwitchTestModel,
} from '@test/models/network-switch.model';
import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import {
  canTake,
  expectActorToMatch,
  fixturePathName,
  replayPath,
  sendTo,
  settleStub,
  transitionLog,
} from '@test/support/replay-path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import en from '@/i18n/wallet/en.json';
import {
  type NetworkSwitchContext,
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from '@/machines/network-switch/network-switch.machine';
import { press } from './support/press';
import { walletScene } from './support/render-wallet';
import { chains } from './support/wallet-fixtures';

const paths = networkSwitchModel.paths();
const log = transitionLog(networkSwitchMachine);
const listed = [chains.bscTestnet, chains.bsc];
const probes = [
  { type: 'user.disconnect' },
  ...listed.map((chain) => ({ type: 'user.selectChain', chainId: chain.id })),
];

/** A wallet on Ethereum (not configured) opens the network modal from the header's Wrong network button. */
async function openNetworkModal() {
  const switchChain = controllable<SwitchChainOutput, SwitchChainInput>();
  const view = await renderView(
    walletScene({
      connectionInput: { supportedChainIds: networkSwitchInput.supportedChainIds, auth: 'authenticated' },
      networkSwitchLogic: networkSwitchMachine.provide({ actors: { switchChain: switchChain.logic } }),
      inspect: { networkSwitch: log.inspect },
    }),
  );
  await flush(() =>
    view.actor('connection').send({
      type: 'wallet.connected',
      address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df',
      chainId: networkSwitchInput.chainId as number,
    }),
  );
  await flush(() => fireEvent.click(view.header().getByRole('button', { name: 'Wrong network' })));
  expect(view.actor('networkSwitch').getSnapshot().context).toMatchObject(networkSwitchInput);
  return { view, switchChain };
}

const row = (chainId: number) =>
  screen
    .queryByRole('dialog', { name: en.network.title })
    ?.querySelector<HTMLElement>(`[data-chain-id="${chainId}"]`) ?? null;

/** What the network dialog (and, once it is gone, the toasts) show for a snapshot of the network-switch machine. */
function expectDialogToShow(expected: AnyMachineSnapshot) {
  const context = expected.context as NetworkSwitchContext;
  const dialog = screen.queryByRole('dialog', { name: en.network.title });
  const failureToast = screen.queryByText(/^Could not switch to/);
  if (expected.status === 'done') {
    expect(dialog).toBeNull();
    const told = context.outcome?.outcome === 'failed' && !context.outcome.rejected;
    const target = listed.find((chain) => chain.id === context.pendingChainId)?.name;
    if (told) expect(failureToast).toHaveTextContent(`Could not switch to ${target}. Please try again.`);
    else expect(failureToast).toBeNull();
    return;
  }
  expect(failureToast).toBeNull();
  const inDialog = within(dialog as HTMLElement);
  const wrong = expected.hasTag('wrongNetwork');
  if (wrong) expect(inDialog.getByRole('alert')).toHaveTextContent(en.network.wrong_network);
  else expect(inDialog.queryByRole('alert')).toBeNull();
  const disconnect = inDialog.queryByRole('button', { name: en.network.disconnect });
  expect(disconnect !== null).toBe(wrong);
  // The row asked for reads Confirm in wallet until the wallet is on it (then it reads Connected).
  const pendingId =
    expected.hasTag('switching') && context.pendingChainId !== context.chainId
      ? context.pendingChainId
      : null;
  for (const chain of listed) {
    const button = row(chain.id) as HTMLElement;
    expect(button).toHaveTextContent(chain.name);
    expect(button).toHaveProperty('disabled', !expected.can({ type: 'user.selectChain', chainId: chain.id }));
    const current = chain.id === context.chainId;
    expect(button.getAttribute('aria-current')).toBe(current ? 'true' : null);
    expect(button.textContent?.includes(en.network.connected)).toBe(current);
    expect(button.textContent?.includes(en.network.confirm)).toBe(chain.id === pendingId);
  }
  const pendingName = listed.find((chain) => chain.id === pendingId)?.name;
  expect(inDialog.getByRole('status')).toHaveTextContent(
    pendingName ? `${pendingName}: ${en.network.confirm}` : '',
  );
}

describe('network dialog follows the network-switch model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a pinned number of paths and a fixture for every actor event', () => {
    expect(paths).toHaveLength(24);
    expect(networkSwitchTestModel.missingFixtures()).toEqual([]);
  });

  for (const path of paths)
    it(fixturePathName(path, networkSwitchFixtures), async () => {
      const { view, switchChain } = await openNetworkModal();
      const networkSwitch = () => view.actor('networkSwitch');
      const checked = await replayPath(
        path,
        {
          'user.selectChain': ({ event }) =>
            press(row(event.chainId), canTake(networkSwitch().getSnapshot(), event)),
          'user.disconnect': () =>
            press(
              screen.queryByRole('button', { name: en.network.disconnect }),
              networkSwitch().getSnapshot().can({ type: 'user.disconnect' }),
            ),
          // A chain change made in the wallet reaches the connection, which forwards it to the open dialog's attempt.
          'wallet.chainChanged': (step) => flush(() => sendTo(view.actor('connection'))(step)),
          'xstate.done.actor.switchChain': settleStub(switchChain),
          'xstate.error.actor.switchChain': settleStub(switchChain),
        },
        (expected) => {
          expectActorToMatch(networkSwitch().getSnapshot(), expected, {
            relevant: networkSwitchRelevantContext,
            probes,
          });
          expectDialogToShow(expected);
        },
      );
      expect(checked).toBe(path.steps.length);
      const disconnected = path.steps.at(-1)?.event.type === 'user.disconnect';
      expect(view.disconnects).toEqual(disconnected ? ['networkSwitch'] : []);
      await act(async () => view.unmount());
    });

  it('took every declared transition of the network-switch machine in the actors the dialog drove', () => {
    expect(log.total()).toBe(8);
    expect(log.missing()).toEqual([]);
  });
});

describe('network dialog follows a chain change made in the wallet while it is open', () => {
  it('marks the new chain and shows, then drops, the wrong-network warning (supported → unsupported → supported)', async () => {
    const view = await renderView(
      walletScene({
        connectionInput: { supportedChainIds: networkSwitchInput.supportedChainIds, auth: 'authenticated' },
      }),
    );
    const connection = () => view.actor('connection');
    const walletOn = (chainId: number) =>
      flush(() => connection().send({ type: 'wallet.chainChanged', chainId }));
    await flush(() =>
      connection().send({
        type: 'wallet.connected',
        address: '0xad7fFe8769843B4C6126C81D06555cE501ed85Df',
        chainId: 97,
      }),
    );
    await flush(() => connection().send({ type: 'user.openChainModal' }));
    const dialog = () => within(screen.getByRole('dialog', { name: en.network.title }));
    const connectedRow = () => row(97)?.getAttribute('aria-current') ?? null;
    expect(connectedRow()).toBe('true');
    expect(dialog().queryByRole('alert')).toBeNull();

    await walletOn(1);
    expect(dialog().getByRole('alert')).toHaveTextContent(en.network.wrong_network);
    expect(connectedRow()).toBeNull();
    expect(dialog().getByRole('button', { name: en.network.disconnect })).toBeEnabled();

    await walletOn(56);
    expect(dialog().queryByRole('alert')).toBeNull();
    expect(row(56)?.getAttribute('aria-current')).toBe('true');
    expect(dialog().queryByRole('button', { name: en.network.disconnect })).toBeNull();
    await act(async () => view.unmount());
  });
});
