import { createActorContext } from '@xstate/react';
import { viewportMachine } from '@/machines/viewport/viewport.machine';

/**
 * The viewport actor shared by every view. The composition root provides the real watcher;
 * tests provide a stub and emit the widths they need. No starting width is given: the machine assumes a wide
 * screen (as the prerendered page does) until the watcher measures the window.
 */
export const ViewportActor = createActorContext(viewportMachine, { input: {} });
