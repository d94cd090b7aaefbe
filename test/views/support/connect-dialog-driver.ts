import { flush } from '@test/support/flush';
import { canTake } from '@test/support/replay-path';
import { act, fireEvent } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  type ConnectAttemptOutput,
  NO_URI_DELAY_MS,
} from '@/machines/connect-attempt/connect-attempt.machine';
import type { ConnectDialogHarness } from './connect-dialog-harness';

import { controlNamed, dialogElement as dialog, stepContent as panel } from './connect-dom-queries';

type Step = { event: AnyEventObject };
const button = (name: string, scope: HTMLElement | null = dialog()) => controlNamed(name, scope, 'button');

function isEnabled(control: HTMLElement) {
  return !(control as HTMLButtonElement).disabled && control.getAttribute('aria-disabled') !== 'true';
}

/**
 * Takes a model step through the dialog: the control for the event must be on screen and enabled exactly when
 * the machine would take the event (`can`), and then it is clicked. A step the machine refuses is a step the
 * dialog must not offer (no control, or a disabled one), which is checked instead.
 */
async function press(harness: ConnectDialogHarness, event: AnyEventObject, control: HTMLElement | null) {
  const can = canTake(harness.flow().getSnapshot(), event);
  if (!control) {
    expect(can, `${event.type}: the machine takes it but the dialog offers no control`).toBe(false);
    return;
  }
  expect(isEnabled(control), `${event.type}: enabled on screen must equal can()`).toBe(can);
  if (!can) return;
  act(() => {
    fireEvent.click(control);
  });
  await flush();
}

const byRole =
  (name: string) =>
  (harness: ConnectDialogHarness) =>
  ({ event }: Step) =>
    press(harness, event, button(name));

const downloadOption =
  (kind: string) =>
  (harness: ConnectDialogHarness) =>
  ({ event }: Step) =>
    press(
      harness,
      event,
      panel('DOWNLOAD_OPTIONS')?.querySelector<HTMLElement>(
        `[data-download-option="${kind}"] :is(a, button)`,
      ) ?? null,
    );

/** One executor per event of the connect-flow model: user events through the DOM, wallet events through stubs. */
export function dialogExecutors(harness: ConnectDialogHarness) {
  const executors = {
    'user.selectWallet': ({ event }: Step) =>
      press(
        harness,
        event,
        // The desktop list, or the mobile row of wallet apps.
        dialog().querySelector<HTMLElement>(
          `:is(.cw-list, .cw-tiles) [data-wallet-option="${event.walletId}"]`,
        ),
      ),
    'user.getWallet': ({ event }: Step) =>
      press(
        harness,
        event,
        panel('GET')?.querySelector<HTMLElement>(`[data-get-wallet="${event.walletId}"] button`) ?? null,
      ),
    'user.learnMore': byRole('Learn more')(harness),
    'user.getAWallet': byRole('Get a wallet')(harness),
    'user.getThisWallet': ({ event }: Step) => press(harness, event, button('Get', panel('CONNECT'))),
    'user.openWalletConnectModal': ({ event }: Step) =>
      press(harness, event, button('Open', panel('CONNECT'))),
    'user.chooseExtension': downloadOption('extension')(harness),
    'user.chooseDesktop': downloadOption('desktop')(harness),
    'user.chooseMobile': downloadOption('mobile')(harness),
    'user.continue': byRole('Continue')(harness),
    'user.connect': byRole('Connect')(harness),
    'user.retry': byRole('Retry')(harness),
    'user.refresh': async ({ event }: Step) => {
      const before = harness.reloads.length;
      const can = canTake(harness.flow().getSnapshot(), event);
      await press(harness, event, button('Refresh'));
      expect(harness.reloads.length - before).toBe(can ? 1 : 0);
    },
    'user.back': byRole('Back')(harness),
    // The window is measured; the flow's own viewport child settles on it and tells the flow.
    'xstate.snapshot.viewport': async ({ event }: Step) => {
      await harness.resize(event.snapshot.context.width);
      await flush();
    },
    // The real connect-attempt child presents its wallet: with the QR URI at once, or 50 ms after none.
    'xstate.snapshot.connectAttempt': async ({ event }: Step) => {
      const { qrUri }: { qrUri: string | null } = event.snapshot.context;
      harness.qr.resolve(qrUri);
      await flush();
      if (qrUri === null) {
        act(() => {
          vi.advanceTimersByTime(NO_URI_DELAY_MS);
        });
        await flush();
      }
    },
    'xstate.done.actor.connectAttempt': async ({ event }: Step) => {
      const { outcome }: ConnectAttemptOutput = event.output;
      if (outcome === 'connected')
        harness.connect.resolve({ address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', chainId: 97 });
      else harness.connect.reject(outcome === 'rejected' ? { code: 4001 } : new Error('Connector not found'));
      await flush();
    },
  };
  return executors;
}
