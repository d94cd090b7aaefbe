import type { InspectionEvent, Observer } from 'xstate';
import { redactSecrets } from '@/domain/inspector-redact';

/**
 * The Stately inspector, for developers: only in a dev build and only when the URL asks for it (?inspect).
 * The import is dynamic and behind import.meta.env.DEV, which Vite replaces by false in a production build, so
 * the package is dropped from the bundle. Everything sent to the inspector window goes through redactSecrets.
 */
export async function loadInspector(
  location: Pick<Location, 'search'> | undefined = globalThis.location,
): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !location) return undefined;
  if (!new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    serialize: (event) => redactSecrets(event) as typeof event,
  });
  return inspector.inspect;
}
