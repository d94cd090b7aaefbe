import { browserIdle } from './browser-idle';

/** Interactions that mean the visitor is about to use the page: start hydrating at once. */
const intentEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `start` once: when the browser is idle after load, or at the first sign of interaction, whichever
 * comes first. Clicks on buttons that arrive before `start` settles are held and replayed afterwards, so an
 * early press of a prerendered button (card arrows, language switch) is never lost. Links work without
 * script and are left alone.
 */
export function startWhenIdleOrInteracted(start: () => Promise<void>, idleTimeoutMs = 2000): void {
  let started = false;
  const held: HTMLElement[] = [];
  const holdClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  };
  const run = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) window.removeEventListener(type, run, true);
    start().then(
      () => {
        document.removeEventListener('click', holdClick, true);
        // React attaches its listeners during hydration; a macrotask later the buttons are live.
        setTimeout(() => {
          for (const button of held.splice(0)) button.click();
        }, 0);
      },
      () => document.removeEventListener('click', holdClick, true),
    );
  };
  document.addEventListener('click', holdClick, true);
  for (const type of intentEvents) window.addEventListener(type, run, { capture: true, passive: true });
  const whenIdle = () => void browserIdle(run, idleTimeoutMs);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
