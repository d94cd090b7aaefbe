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

  it('is requested once: only the first request is news to the app area', () => {
    const demand = createWalletDemand(async () => undefined);
    const listener = vi.fn();
    demand.subscribe(listener);
    demand.request();
    demand.request();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(demand.isRequested()).toBe(true);
  });

  it('survives a failed prefetch', () => {
    const demand = createWalletDemand(() => Promise.reject(new Error('offline')));
    expect(() => demand.prefetch()).not.toThrow();
  });

  describe('on a page whose main action is Connect Wallet', () => {
    function idleDemand() {
      const idle: (() => void)[] = [];
      const scheduleIdle = vi.fn((task: () => void) => {
        idle.push(task);
        return () => idle.splice(idle.indexOf(task), 1);
      });
      const load = vi.fn(async () => undefined);
      const runIdle = async () => {
        for (const task of idle.splice(0)) task();
        await Promise.resolve();
      };
      return { demand: createWalletDemand(load, scheduleIdle), load, runIdle };
    }

    it('fetches and then starts the wallet when the browser is idle, not before', async () => {
      const { demand, load, runIdle } = idleDemand();
      const listener = vi.fn();
      demand.subscribe(listener);
      demand.startWhenIdle(() => true);
      expect(load).not.toHaveBeenCalled();
      await runIdle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(demand.isRequested()).toBe(true);
      expect(listener).toHaveBeenCalledTimes(1);
    });

    it('only fetches while starting would replace the focused control', async () => {
      const { demand, load, runIdle } = idleDemand();
      demand.startWhenIdle(() => false);
      await runIdle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(demand.isRequested()).toBe(false);
    });

    it('does nothing once cancelled, before the idle time or while the fetch runs', async () => {
      const { demand, load, runIdle } = idleDemand();
      demand.startWhenIdle(() => true)();
      await runIdle();
      expect(load).not.toHaveBeenCalled();
      const cancel = demand.startWhenIdle(() => true);
      const idleRun = runIdle();
      cancel();
      await idleRun;
      expect(load).toHaveBeenCalledTimes(1);
      expect(demand.isRequested()).toBe(false);
    });
  });
});
