/** At most this many particles are on screen at once (docs/wallet-behaviour.md, section 12). */
export const PARTICLE_LIMIT = 35;
/** Particles one click releases (fewer when the screen is nearly full). */
export const PARTICLES_PER_BURST = 12;

export interface Particle {
  id: number;
  /** Where the burst starts, in viewport px. */
  x: number;
  y: number;
  /** How far the particle flies and how much it turns. */
  dx: number;
  dy: number;
  rotate: number;
  scale: number;
  delayMs: number;
  iconUrl?: string;
  iconBackground?: string;
}

export interface BurstRequest {
  x: number;
  y: number;
  iconUrl?: string;
  iconBackground?: string;
}

/**
 * A tiny particle pool: a burst adds particles while fewer than the limit are alive, and each one is released
 * when its animation ends. Under reduced motion a burst adds nothing.
 */
export function createParticlePool(limit = PARTICLE_LIMIT, random: () => number = Math.random) {
  const live = new Map<number, Particle>();
  let nextId = 0;
  const spawn = (request: BurstRequest): Particle => {
    // Spread all around, biased upwards, like confetti thrown from the button.
    const angle = random() * Math.PI * 2;
    const distance = 40 + random() * 70;
    return {
      ...request,
      id: nextId++,
      dx: Math.cos(angle) * distance,
      dy: Math.sin(angle) * distance - 30,
      rotate: (random() - 0.5) * 240,
      scale: 0.6 + random() * 0.6,
      delayMs: Math.round(random() * 60),
    };
  };
  return {
    burst(request: BurstRequest, options: { reducedMotion: boolean; count?: number }): Particle[] {
      if (options.reducedMotion) return [];
      const room = Math.max(0, limit - live.size);
      const added = Array.from({ length: Math.min(options.count ?? PARTICLES_PER_BURST, room) }, () =>
        spawn(request),
      );
      for (const particle of added) live.set(particle.id, particle);
      return added;
    },
    release(id: number): void {
      live.delete(id);
    },
    live(): Particle[] {
      return [...live.values()];
    },
  };
}
