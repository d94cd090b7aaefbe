import { describe, expect, it } from 'vitest';
import { networkKey } from './client-address';
import { memoryRateLimitStore, RateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('groups IPv6 clients by /64 and reads IPv4 (also mapped, with a port) as it is', () => {
    expect(networkKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(networkKey('2001:DB8:a:b::ffff')).toBe('2001:db8:a:b::/64');
    expect(networkKey('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(networkKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkKey('203.0.113.9:5555')).toBe('203.0.113.9');
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    for (const junk of ['', 'unknown', '1.2.3', '300.1.1.1', '1::2::3', 'x'.repeat(5000)])
      expect(networkKey(junk)).toBeUndefined();
  });

  it('keeps its memory flat under a flood of distinct keys, and still limits a client seen recently', async () => {
    const store = memoryRateLimitStore(1_000);
    let now = 0;
    const limiter = new RateLimiter(
      'getCodePerIp',
      { limit: 2, windowMs: 60_000 },
      store,
      () => new Date(now),
    );
    await limiter.take('victim-net');
    for (let i = 0; i < 100_000; i++) {
      now += 0.001;
      await limiter.take(`flood-${i}`);
    }
    expect(store.size()).toBeLessThanOrEqual(1_000);
    await limiter.take('steady');
    await limiter.take('steady');
    await expect(limiter.take('steady')).rejects.toMatchObject({ status: 429 });
  });
});
