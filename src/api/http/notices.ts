import type { ApiNotification } from './api-client';

/**
 * What the API layer tells the user, as a stream: the client calls `notify` (a 502 → 'server_error'), the toasts
 * view listens. The two live in different chunks and lifetimes, so neither holds the other.
 */
export function createNotices() {
  const listeners = new Set<(notification: ApiNotification) => void>();
  return {
    notify(notification: ApiNotification) {
      for (const listener of listeners) listener(notification);
    },
    subscribe(listener: (notification: ApiNotification) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Notices = ReturnType<typeof createNotices>;
