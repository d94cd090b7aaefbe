import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('loads once per TTL, shares one load between concurrent readers and does not keep failures', async () => {
    let clock = 0;
    let loads = 0;
    let fail = false;
    const read = ttlCache(
      async () => {
        loads += 1;
        if (fail) throw new Error('database down');
        return loads;
      },
      1000,
      () => clock,
    );
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1000;
    fail = true;
    await expect(read()).rejects.toThrow('database down');
    fail = false;
    expect(await read()).toBe(3);
    clock = 500;
    expect(await read()).toBe(4);
  });
});
