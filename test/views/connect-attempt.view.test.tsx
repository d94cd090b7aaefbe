import connectAttemptModel, {
  connectAttemptFixtures,
  connectAttemptRelevantContext,
} from '@test/models/connect-attempt.model';
import { connectFlowInput } from '@test/models/connect-flow.model';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { expectActorToMatch, fixturePathName, replayPath, settleStub } from '@test/support/replay-path';
import { allTransitions } from '@test/support/transition-coverage';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { connectAttemptMachine, NO_URI_DELAY_MS } from '@/machines/connect-attempt/connect-attempt.machine';
import { type ConnectDialogHarness, connectDialogScene } from './support/connect-dialog-harness';
import { controlNamed, dialogElement, labelled, stepContent } from './support/connect-dom-queries';

const paths = connectAttemptModel.paths();

function attemptExecutors(harness: ConnectDialogHarness) {
  return {
    'xstate.done.actor.getQrUri': settleStub(harness.qr),
    'xstate.error.actor.getQrUri': settleStub(harness.qr),
    'xstate.done.actor.connectWallet': settleStub(harness.connect),
    'xstate.error.actor.connectWallet': settleStub(harness.connect),
    'xstate.after.noUriDelay.connectAttempt.connecting.delayingNoUri': async () => {
      act(() => {
        vi.advanceTimersByTime(NO_URI_DELAY_MS);
      });
      await flush();
    },
  };
}

const taken = new Set<string>();
const record = (machineId: string, key: string) => {
  if (machineId === connectAttemptMachine.id) taken.add(key);
};

/** What the dialog shows while the attempt for "plain" (a WalletConnect wallet) is in this state. */
function expectDialogFor(attempt: AnyMachineSnapshot) {
  const row = dialogElement().querySelector('.cw-list [data-wallet-option="plain"]');
  const value = JSON.stringify(attempt.value);
  const waiting = value.includes('resolvingUri') || value.includes('delayingNoUri');
  const connect = stepContent('CONNECT');
  // Until the wallet is presented the dialog stays where it was, the chosen row highlighted and busy.
  expect(row?.getAttribute('aria-busy')).toBe(waiting || value.includes('presented') ? 'true' : null);
  if (waiting) {
    expect(row?.getAttribute('aria-current')).toBe('true');
    expect(connect).toBeNull();
    expect(stepContent('intro')).not.toBeNull();
    return;
  }
  const presentedQr = attempt.context.qrUri !== null;
  if (value.includes('presented')) {
    expect(labelled('img', 'QR code for connecting plain', connect as HTMLElement) !== null).toBe(
      presentedQr,
    );
    if (!presentedQr) expect(labelled('progressbar', 'Loading', connect as HTMLElement)).not.toBeNull();
  }
  if (attempt.value === 'rejected') {
    // A user rejection is no error: back to the list, nothing highlighted.
    expect(connect).toBeNull();
    expect(row?.getAttribute('aria-current')).toBeNull();
  }
  if (attempt.value === 'failed') expect(controlNamed('Retry', connect)).not.toBeNull();
  if (attempt.value === 'connected') expect(controlNamed('Retry', connect)).toBeNull();
}

describe('connect dialog, driven along every connect-attempt model path after choosing a wallet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('replays the pinned number of paths of the connect-attempt model', () => {
    expect(paths).toHaveLength(13);
  });

  it.each(paths.map((path) => ({ name: fixturePathName(path, connectAttemptFixtures), path })))(
    '$name',
    async ({ path }) => {
      const harness = await renderView(connectDialogScene(connectFlowInput, { onTransition: record }));
      await flush();
      act(() => {
        fireEvent.click(dialogElement().querySelector('[data-wallet-option="plain"]') as HTMLElement);
      });
      await flush();
      const child = harness.flow().getSnapshot().children.connectAttempt;
      if (!child) throw new Error('choosing a wallet started no connect attempt');
      const checked = await replayPath(path, attemptExecutors(harness), (expected) => {
        expectActorToMatch(child.getSnapshot(), expected, { relevant: connectAttemptRelevantContext });
        expectDialogFor(expected);
      });
      expect(checked).toBe(path.steps.length);
      // One connection, for the chosen wallet, which was stored as the latest and the most recent.
      expect(harness.connectCalls()).toEqual(['plain']);
      expect(harness.choices.at(-1)).toEqual({
        latestWalletId: 'plain',
        recentWalletIds: ['plain', 'everywhere'],
      });
    },
  );

  it('made the connect attempt take every transition it declares, through the dialog', () => {
    expect(allTransitions(connectAttemptMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
