import { describe, expect, it, vi } from 'vitest';
import { createWalletDemand } from './wallet-demand';

describe('wallet demand', () => {
  it('prefetches on intent without asking to mount anything', () => {
    const load = vi.fn(async () => undefined);
    const demand = createWalletDemand(load);
    const listener = vi.fn();
    demand.subscribe(listener);
    demand.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
    expect(demand.isRequested()).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is requested once, and keeps a Connect Wallet click until it is answered', () => {
    const demand = createWalletDemand(async () => undefined);
    const listener = vi.fn();
    demand.subscribe(listener);
    demand.request();
    demand.request({ openConnect: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(demand.wantsOpenConnect()).toBe(true);
    expect(demand.wantsOpenConnect()).toBe(true);
    demand.clearOpenConnect();
    expect(demand.wantsOpenConnect()).toBe(false);
  });

  it('survives a failed prefetch', () => {
    const demand = createWalletDemand(() => Promise.reject(new Error('offline')));
    expect(() => demand.prefetch()).not.toThrow();
  });

  it('prefetches when the browser is idle, and not at all when cancelled first', () => {
    const idle: (() => void)[] = [];
    const scheduleIdle = vi.fn((task: () => void) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    });
    const load = vi.fn(async () => undefined);
    const demand = createWalletDemand(load, scheduleIdle);
    demand.prefetchWhenIdle();
    expect(load).not.toHaveBeenCalled();
    for (const task of idle.splice(0)) task();
    expect(load).toHaveBeenCalledTimes(1);
    expect(demand.isRequested()).toBe(false);
    const cancel = demand.prefetchWhenIdle();
    cancel();
    for (const task of idle.splice(0)) task();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
