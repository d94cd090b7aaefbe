import { assign, fromCallback, setup } from 'xstate';

export const NARROW_BREAKPOINT_PX = 768;
export const RESIZE_DEBOUNCE_MS = 500;

export interface ViewportContext {
  width: number;
  pendingWidth: number;
  isNarrow: boolean;
}

export type ViewportEvent =
  | { type: 'viewport.measured'; width: number }
  | { type: 'viewport.resized'; width: number };

export interface ViewportInput {
  /** The width to start from; the prerendered page assumes a wide screen until the browser measures. */
  width?: number;
}

const WIDE_DEFAULT_PX = 1440;

/** Owns the narrow-screen flag (below 768 px), recomputed 500 ms after the viewport stops changing. */
export const viewportMachine = setup({
  types: {
    context: {} as ViewportContext,
    events: {} as ViewportEvent,
    input: {} as ViewportInput,
    tags: {} as 'narrow',
  },
  actors: {
    /** Sends viewport.measured once on start, then viewport.resized on every change. */
    watchViewport: fromCallback(() => () => undefined),
  },
  actions: {
    applyWidth: assign(({ event }) => ({
      width: event.width,
      pendingWidth: event.width,
      isNarrow: event.width < NARROW_BREAKPOINT_PX,
    })),
    recordPendingWidth: assign({ pendingWidth: ({ event }) => event.width }),
    applyPendingWidth: assign(({ context }) => ({
      width: context.pendingWidth,
      isNarrow: context.pendingWidth < NARROW_BREAKPOINT_PX,
    })),
  },
  delays: { resizeDebounce: RESIZE_DEBOUNCE_MS },
}).createMachine({
  id: 'viewport',
  description:
    'The narrow-screen flag (below 768 px): applied at once on the first measurement, then 500 ms after the viewport stops changing.',
  context: ({ input }) => {
    const width = input?.width ?? WIDE_DEFAULT_PX;
    return { width, pendingWidth: width, isNarrow: width < NARROW_BREAKPOINT_PX };
  },
  invoke: { id: 'watchViewport', src: 'watchViewport' },
  on: {
    'viewport.measured': { target: '.steady', actions: 'applyWidth' },
  },
  initial: 'steady',
  states: {
    steady: {
      description: 'The flag matches the last settled width.',
      on: { 'viewport.resized': { target: 'settling', actions: 'recordPendingWidth' } },
    },
    settling: {
      description: 'The viewport is changing; the flag waits until it has been still for the debounce delay.',
      on: { 'viewport.resized': { target: 'settling', reenter: true, actions: 'recordPendingWidth' } },
      after: { resizeDebounce: { target: 'steady', actions: 'applyPendingWidth' } },
    },
  },
});
