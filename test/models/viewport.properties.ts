import type { SnapshotFrom } from 'xstate';
import type { ViewportInput, viewportMachine } from '@/machines/viewport/viewport.machine';
import { defineProperties } from '../support/properties';

type Viewport = SnapshotFrom<typeof viewportMachine>;
const BREAKPOINT = 768;

/** The width the flag must follow, from the measurements alone: at once when measured, after the debounce when resized. */
function settledWidth(history: readonly { type: string; width?: number }[], input: ViewportInput) {
  let settled = input.width;
  let pending = settled;
  for (const event of history) {
    if (event.type === 'viewport.measured') settled = pending = event.width;
    if (event.type === 'viewport.resized') pending = event.width;
    if (event.type.startsWith('xstate.after.')) settled = pending;
  }
  return settled;
}

export default defineProperties<Viewport>({
  machine: 'viewport',
  properties: [
    {
      id: 'narrow-below-768-after-the-debounce',
      source:
        'docs/wallet-behaviour.md section 12 (narrow window: below 768 px, measured with a 500 ms debounce) and section 2 (layouts)',
      says: 'The narrow flag says whether the settled width is below 768 px: the first measurement at once, a resize only once the viewport was still for 500 ms.',
      holds: ({ snapshot, history, input }) => {
        const width = settledWidth(history, input as ViewportInput);
        return width === undefined || snapshot.context.isNarrow === width < BREAKPOINT;
      },
    },
    {
      id: 'one-viewport-watcher',
      source: 'docs/wallet-behaviour.md section 12 (measured with a 500 ms debounce)',
      says: "The viewport is watched by one subscription for the machine's whole life.",
      holds: ({ index, invoked }) => invoked.length === (index === 0 ? 1 : 0),
    },
  ],
});
