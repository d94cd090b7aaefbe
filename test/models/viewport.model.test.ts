import { controllableCallback, neverSettlesCallback } from '@test/support/controllable';
import { watchProperties } from '@test/support/properties';
import { replayPath } from '@test/support/replay-path';
import { pathName } from '@test/support/test-model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  RESIZE_DEBOUNCE_MS,
  type ViewportEvent,
  viewportMachine,
} from '@/machines/viewport/viewport.machine';
import model, { viewportInput, viewportTestModel } from './viewport.model';
import viewportProperties from './viewport.properties';

const paths = model.paths();

describe('viewport machine model', () => {
  it('generates a pinned number of paths and has a fixture for every actor event', () => {
    expect(paths).toHaveLength(13);
    expect(viewportTestModel.missingFixtures()).toEqual([]);
  });

  it.each(paths.map((path) => ({ name: pathName(path), path })))('$name', async ({ path }) => {
    const watcher = controllableCallback<ViewportEvent>();
    const clock = new SimulatedClock();
    const properties = watchProperties(viewportProperties, viewportInput);
    const actor = createActor(viewportMachine.provide({ actors: { watchViewport: watcher.logic } }), {
      input: viewportInput,
      clock,
      inspect: properties.inspect,
    });
    properties.follow(actor);
    actor.start();
    // The watcher reports what the browser measured; the machine hears it as the path's event.
    const checked = await replayPath(
      path,
      {
        'viewport.measured': ({ event }) => watcher.emit({ type: 'viewport.measured', width: event.width }),
        'viewport.resized': ({ event }) => watcher.emit({ type: 'viewport.resized', width: event.width }),
        'xstate.after.resizeDebounce.viewport.settling': () => clock.increment(RESIZE_DEBOUNCE_MS),
      },
      // Only keeps the replay on the path; the oracle is viewport.properties.ts.
      (expected) => expect(actor.getSnapshot().value).toEqual(expected.value),
      properties,
    );
    expect(checked).toBe(path.steps.length);
    actor.stop();
  });
});

describe('viewport machine timing', () => {
  it('keeps the old flag until the viewport has been still for 500 ms', () => {
    const watcher = controllableCallback<ViewportEvent>();
    const clock = new SimulatedClock();
    const actor = createActor(viewportMachine.provide({ actors: { watchViewport: watcher.logic } }), {
      input: { width: 1440 },
      clock,
    }).start();
    watcher.emit({ type: 'viewport.resized', width: 390 });
    clock.increment(RESIZE_DEBOUNCE_MS - 1);
    watcher.emit({ type: 'viewport.resized', width: 400 });
    clock.increment(RESIZE_DEBOUNCE_MS - 1);
    expect(actor.getSnapshot().context.isNarrow).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().context).toMatchObject({ isNarrow: true, width: 400 });
  });

  it('applies the first measurement at once, without the debounce', () => {
    const watcher = controllableCallback<ViewportEvent>();
    const actor = createActor(viewportMachine.provide({ actors: { watchViewport: watcher.logic } }), {
      input: {},
    }).start();
    expect(actor.getSnapshot().context.isNarrow).toBe(false);
    watcher.emit({ type: 'viewport.measured', width: 390 });
    expect(actor.getSnapshot().context.isNarrow).toBe(true);
  });

  // spec.md (Layout): the narrow-screen layout applies below 768 px width; docs/wallet-behaviour.md section 2:
  // the wide desktop layout is the default.
  it.each([
    { width: 390, narrow: true },
    { width: 767, narrow: true },
    { width: 768, narrow: false },
    { width: 1440, narrow: false },
  ])('starts narrow only below 768 px and measures the same way ($width px)', ({ width, narrow }) => {
    const start = createActor(viewportMachine.provide({ actors: { watchViewport: neverSettlesCallback } }), {
      input: { width },
    }).start();
    expect(start.getSnapshot().context.isNarrow).toBe(narrow);
    const watcher = controllableCallback<ViewportEvent>();
    const measured = createActor(viewportMachine.provide({ actors: { watchViewport: watcher.logic } }), {
      input: { width: narrow ? 1440 : 390 },
    }).start();
    watcher.emit({ type: 'viewport.measured', width });
    expect(measured.getSnapshot().context.isNarrow).toBe(narrow);
  });

  it('starts wide when no width is given, also with the default watcher that reports nothing', () => {
    const actor = createActor(viewportMachine, { input: {} }).start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.isNarrow).toBe(false);
  });
});
