import { describe, expect, it } from 'vitest';
import { createParticlePool, PARTICLE_LIMIT, PARTICLES_PER_BURST } from './particles';

const at = { x: 100, y: 200, iconUrl: 'data:image/svg+xml,icon', iconBackground: '#fff' };
const seeded = () => {
  let seed = 7;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
};

describe('particle pool', () => {
  it('bursts a dozen particles from the point clicked, carrying the wallet icon', () => {
    const pool = createParticlePool(PARTICLE_LIMIT, seeded());
    const burst = pool.burst(at, { reducedMotion: false });
    expect(burst).toHaveLength(PARTICLES_PER_BURST);
    expect(burst.every((p) => p.x === 100 && p.y === 200 && p.iconUrl === at.iconUrl)).toBe(true);
    expect(new Set(burst.map((p) => p.id)).size).toBe(burst.length);
  });

  it('never has more than 35 on screen, however fast the clicks come', () => {
    const pool = createParticlePool(PARTICLE_LIMIT, seeded());
    const sizes = Array.from({ length: 6 }, () => {
      pool.burst(at, { reducedMotion: false });
      return pool.live().length;
    });
    expect(sizes).toEqual([12, 24, 35, 35, 35, 35]);
  });

  it('makes room again as particles finish', () => {
    const pool = createParticlePool(PARTICLE_LIMIT, seeded());
    const first = pool.burst(at, { reducedMotion: false });
    pool.burst(at, { reducedMotion: false });
    pool.burst(at, { reducedMotion: false });
    for (const particle of first) pool.release(particle.id);
    expect(pool.live()).toHaveLength(23);
    expect(pool.burst(at, { reducedMotion: false })).toHaveLength(12);
  });

  it('adds none under prefers-reduced-motion', () => {
    const pool = createParticlePool(PARTICLE_LIMIT, seeded());
    expect(pool.burst(at, { reducedMotion: true })).toEqual([]);
    expect(pool.live()).toEqual([]);
  });
});
