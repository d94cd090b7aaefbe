import connectFlowModel, {
  connectFlowFixtures,
  connectFlowRelevantContext,
  connectFlowProbes as probes,
} from '@test/models/connect-flow.model';
import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { expectActorToMatch, fixturePathName, replayPath } from '@test/support/replay-path';
import { allTransitions } from '@test/support/transition-coverage';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { connectFlowMachine } from '@/machines/connect-flow/connect-flow.machine';
import { dialogExecutors } from './support/connect-dialog-driver';
import { type DialogExpectations, expectDialogShows } from './support/connect-dialog-expectations';
import { type ConnectDialogHarness, connectDialogScene } from './support/connect-dialog-harness';
import { expectMobileDialogShows, type MobileExpectations } from './support/connect-mobile-expectations';

const paths = connectFlowModel.paths();

/** The model's wallets as the dialog must list them: the recent one first and labelled, the others marked. */
const expectations: DialogExpectations = {
  listedNames: {
    everywhere: 'everywhere, Recent',
    plain: 'plain',
    extension: 'extension (unsupported)',
    desktopApp: 'desktopApp (unsupported)',
    walletConnect: 'walletConnect',
  },
  getIds: ['everywhere', 'plain', 'extension', 'desktopOnly', 'desktopApp'],
};
/** On a phone: the row holds the wallets that can connect now, recent first; GET the apps with a mobile download. */
const mobileExpectations: MobileExpectations = {
  rowNames: { everywhere: 'everywhere, Recent', plain: 'plain', walletConnect: 'walletConnect' },
  getIds: ['plain', 'everywhere', 'walletConnect'],
};

/** Every transition the dialog made the connect flow take, over all paths. */
const taken = new Set<string>();
const record = (machineId: string, key: string) => {
  if (machineId === connectFlowMachine.id) taken.add(key);
};

/** After every step: the real actor is where the model is, and the dialog shows what that state shows. */
function expectInStep(harness: ConnectDialogHarness, expected: AnyMachineSnapshot) {
  const actual = harness.flow().getSnapshot();
  expectActorToMatch(actual, expected, { relevant: connectFlowRelevantContext, probes });
  // WalletConnect's own modal stands in for the dialog while it connects.
  if (expected.context.attemptInWalletConnectModal && expected.hasTag('connecting')) {
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    return;
  }
  if (actual.context.layout === 'mobile') expectMobileDialogShows(expected, actual, mobileExpectations);
  else expectDialogShows(expected, actual, expectations);
}

describe('connect dialog, driven through the DOM along every connect-flow model path', () => {
  beforeEach(() => {
    // Before render: the actor starts in an effect and schedules its timers then.
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('replays the pinned number of paths of the connect-flow model', () => {
    // 1169 → 1271: see the pinned counts in test/models/connect-flow.model.test.ts.
    expect(paths).toHaveLength(1271);
  });

  it.each(
    paths.map((path) => ({ name: `[${path.scenario}] ${fixturePathName(path, connectFlowFixtures)}`, path })),
  )('$name', async ({ path }) => {
    const harness = await renderView(connectDialogScene(path.input, { onTransition: record }));
    await flush();
    const checked = await replayPath(path, dialogExecutors(harness), (expected) =>
      expectInStep(harness, expected),
    );
    expect(checked).toBe(path.steps.length);
  });

  it('made the connect flow take every transition it declares, through the dialog', () => {
    expect(allTransitions(connectFlowMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
