import { useEffect } from 'react';

type VisibilityEvent = { type: 'page.hidden' } | { type: 'page.visible' };

/** Tells an actor whether the page is shown (now, and on every change), as `page.hidden` / `page.visible`. */
export function usePageVisibility(actor: { send: (event: VisibilityEvent) => void }) {
  useEffect(() => {
    const report = () => actor.send({ type: document.hidden ? 'page.hidden' : 'page.visible' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [actor]);
}
