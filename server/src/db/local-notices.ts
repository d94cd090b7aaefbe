import type { NoticeListener } from './database';

/** This process's listeners per channel, and the notices a transaction collects until it commits. */
export class LocalNotices {
  readonly #listeners = new Map<string, Set<NoticeListener>>();

  add(channel: string, listener: NoticeListener): () => void {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#listeners.get(channel) === set) this.#listeners.delete(channel);
    };
  }

  channels(): string[] {
    return [...this.#listeners.keys()];
  }

  /** Tells the channel's listeners whether notices from other instances reach them. */
  delivering(channel: string, delivering: boolean): void {
    for (const listener of [...(this.#listeners.get(channel) ?? [])]) listener.delivering(delivering);
  }

  /** Delivers after a commit: a listener that throws must not turn a committed transaction into an error. */
  deliver(channel: string, payload: string): void {
    for (const listener of [...(this.#listeners.get(channel) ?? [])]) {
      try {
        listener.notice(payload);
      } catch {
        // A listener's own failure is its own (the cache evicts; it does not throw).
      }
    }
  }
}

/** The notices of one transaction attempt, each channel and payload once. */
export class PendingNotices {
  readonly #notices = new Map<string, { channel: string; payload: string }>();

  add(channel: string, payload: string): void {
    this.#notices.set(`${channel}\u0000${payload}`, { channel, payload });
  }

  list(): { channel: string; payload: string }[] {
    return [...this.#notices.values()];
  }
}
