import { ADDRESS, copyAddressPaths, copyAddressTestModel } from '@test/models/copy-address.model';
import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { expectActorToMatch, replayPath, transitionLog, uniqueNames } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import en from '@/i18n/wallet/en.json';
import {
  COPIED_DURATION_MS,
  type CopyAddressContext,
  copyAddressMachine,
  type WriteClipboardInput,
} from '@/machines/copy-address/copy-address.machine';
import { press } from './support/press';
import { walletScene } from './support/render-wallet';

const paths = copyAddressPaths();
const log = transitionLog(copyAddressMachine);
const relevant = (context: CopyAddressContext) => ({ copiedOnce: context.address !== null });
const probes = [{ type: 'user.copyAddress', address: ADDRESS }] as const;

const labelFor = (snapshot: AnyMachineSnapshot) =>
  snapshot.hasTag('copied')
    ? en.account.copied
    : snapshot.hasTag('copyFailed')
      ? en.account.copy_failed
      : en.account.copy_address;

/** A signed-in wallet on the configured chain opens the account modal from its chip in the header. */
async function openAccountModal() {
  const clipboard = controllable<void, WriteClipboardInput>();
  const view = await renderView(
    walletScene({
      connectionInput: { supportedChainIds: [97], auth: 'authenticated' },
      copyAddressLogic: copyAddressMachine.provide({ actors: { writeClipboard: clipboard.logic } }),
      inspect: { copyAddress: log.inspect },
    }),
  );
  await flush(() =>
    view.actor('connection').send({ type: 'wallet.connected', address: ADDRESS, chainId: 97 }),
  );
  await flush(() =>
    fireEvent.click(view.header().getByRole('button', { description: /^Account details for/ })),
  );
  return { view, clipboard };
}

const accountDialog = () => within(screen.getByRole('dialog', { name: en.aria.account_dialog }));

function expectButtonToShow(expected: AnyMachineSnapshot) {
  const label = labelFor(expected);
  const button = accountDialog().getByRole('button', { name: label });
  expect(button).toHaveProperty('disabled', !expected.can(probes[0]));
  const announced = label === en.account.copy_address ? '' : label;
  expect(accountDialog().getByRole('status')).toHaveTextContent(announced);
}

describe('account dialog copy button follows the copy-address model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a pinned number of paths and a fixture for every actor event', () => {
    expect(paths).toHaveLength(5);
    expect(copyAddressTestModel.missingFixtures()).toEqual([]);
  });

  for (const { name, item: path } of uniqueNames(paths, pathName))
    it(name, async () => {
      const { view, clipboard } = await openAccountModal();
      const copyAddress = () => view.actor('copyAddress');
      const checked = await replayPath(
        path,
        {
          'user.copyAddress': () => {
            const label = labelFor(copyAddress().getSnapshot());
            return press(
              accountDialog().getByRole('button', { name: label }),
              copyAddress().getSnapshot().can(probes[0]),
            );
          },
          'xstate.done.actor.writeClipboard': () => flush(() => clipboard.resolve()),
          'xstate.error.actor.writeClipboard': ({ event }) => flush(() => clipboard.reject(event.error)),
          'xstate.after.copiedDuration.copyAddress.copied': async () => {
            // Copied! stays exactly 1.5 s.
            await act(async () => vi.advanceTimersByTime(COPIED_DURATION_MS - 1));
            expect(accountDialog().getByRole('button', { name: en.account.copied })).toBeEnabled();
            await act(async () => vi.advanceTimersByTime(1));
          },
          'xstate.after.copiedDuration.copyAddress.failed': async () => {
            await act(async () => vi.advanceTimersByTime(COPIED_DURATION_MS));
          },
        },
        (expected) => {
          expectActorToMatch(copyAddress().getSnapshot(), expected, { relevant, probes });
          expectButtonToShow(expected);
        },
      );
      expect(checked).toBe(path.steps.length);
      // The clipboard always receives the full address, never the shortened one on screen.
      for (const { input } of clipboard.calls) expect(input).toEqual({ text: ADDRESS });
      await act(async () => view.unmount());
    });

  it('took every declared transition of the copy-address machine in the actor the button drove', () => {
    expect(log.total()).toBe(5);
    expect(log.missing()).toEqual([]);
  });
});
