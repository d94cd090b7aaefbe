import { fromCallback } from 'xstate';
import type { ViewportEvent } from '@/machines/viewport/viewport.machine';

/** Reports the window width: once when started, then on every resize or orientation change. */
export const watchViewport = fromCallback(({ sendBack }) => {
  const send = (event: ViewportEvent) => sendBack(event);
  send({ type: 'viewport.measured', width: window.innerWidth });
  const report = () => send({ type: 'viewport.resized', width: window.innerWidth });
  window.addEventListener('resize', report);
  window.addEventListener('orientationchange', report);
  return () => {
    window.removeEventListener('resize', report);
    window.removeEventListener('orientationchange', report);
  };
});
