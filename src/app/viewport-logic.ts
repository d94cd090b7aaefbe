import { watchViewport } from '@/api/browser/viewport-watcher';
import { viewportMachine } from '@/machines/viewport/viewport.machine';

/**
 * The viewport machine with the browser's own watcher; it only touches window once the actor starts. The app area
 * provides it (its shell, tables and wallet dialogs read it); the landing page needs none, so xstate stays out
 * of the landing's JS.
 */
export const viewportWatcherLogic = viewportMachine.provide({ actors: { watchViewport } });
