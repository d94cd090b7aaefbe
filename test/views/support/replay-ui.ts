import { allTransitions, transitionKey } from '@test/support/transition-coverage';
import { act, fireEvent } from '@testing-library/react';
import { expect } from 'vitest';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InspectionEvent,
} from 'xstate';

export interface UiStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export interface UiPath {
  steps: UiStep[];
  test: (params: {
    events: Record<string, (step: UiStep) => Promise<void>>;
    states: Record<string, (expected: AnyMachineSnapshot) => Promise<void>>;
  }) => Promise<unknown>;
}

/**
 * Replays one generated path through the UI: each step's executor acts (a click, a stub settling, the clock
 * moving), then `check` compares the real actor and the DOM with the model's snapshot. A step without an
 * executor fails the test instead of being skipped. Returns how many snapshots were checked.
 */
export async function replayThroughUi(
  path: UiPath,
  executors: Record<string, (step: UiStep) => void | Promise<void>>,
  check: (expected: AnyMachineSnapshot) => void,
): Promise<number> {
  for (const { event } of path.steps.slice(1)) {
    if (!executors[event.type]) throw new Error(`no executor for ${event.type}`);
  }
  let checked = 0;
  const events = Object.fromEntries(
    Object.entries(executors).map(([type, run]) => [type, async (step: UiStep) => run(step)]),
  );
  await path.test({
    events,
    states: {
      '*': async (expected) => {
        check(expected);
        checked += 1;
      },
    },
  });
  return checked;
}

/** The real actor agrees with the model: state value, the context the model is made of, tags and can() answers. */
export function expectActorToMatch(
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  relevant: (context: never) => unknown,
  probes: readonly EventObject[] = [],
) {
  expect(actual.value).toEqual(expected.value);
  expect(relevant(actual.context as never)).toEqual(relevant(expected.context as never));
  expect([...actual.tags].sort()).toEqual([...expected.tags].sort());
  for (const probe of probes)
    expect([probe.type, actual.can(probe)]).toEqual([probe.type, expected.can(probe)]);
}

/** Lets settled promise actors deliver their events and React re-render (no timers involved). */
export async function settled(run: () => void) {
  await act(async () => {
    run();
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

/**
 * A user's click on the control for `event`. When the real actor can take the event now, the control must be
 * there and enabled; when it cannot, the control must be missing or disabled, and a disabled one is clicked
 * anyway to show that it swallows the click.
 */
export async function press(control: HTMLElement | null, possible: boolean) {
  if (possible) {
    expect(control, 'the control for a possible event').not.toBeNull();
    expect(control).toBeEnabled();
  } else if (control) {
    expect(control).toBeDisabled();
  }
  if (control) await settled(() => fireEvent.click(control));
}

/** Records which declared transitions the real actors of this machine took (root or child of another actor). */
export function transitionLog(machine: AnyStateMachine) {
  const seen = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (
      event.type !== '@xstate.microstep' ||
      (event.snapshot as { machine?: { id: string } }).machine?.id !== machine.id
    )
      return;
    for (const transition of event._transitions) seen.add(transitionKey(transition));
  };
  const missing = () => allTransitions(machine).filter((key) => !seen.has(key));
  return { inspect, missing, total: () => allTransitions(machine).length };
}
