import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { createParticlePool, type Particle } from './particles';
import './particles.css';

/** How long a particle lives: the CSS animation (700 ms) plus the largest start delay and some slack. */
const PARTICLE_LIFETIME_MS = 900;

type Burst = (origin: Element, wallet: Pick<WalletOption, 'iconUrl' | 'iconBackground'>) => void;
const BurstContext = createContext<Burst>(() => undefined);

/** Bursts of a wallet's icon from the element clicked: `useParticleBurst()(element, wallet)`. */
export const useParticleBurst = () => useContext(BurstContext);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function particleStyle(particle: Particle): CSSProperties {
  return {
    left: particle.x,
    top: particle.y,
    background: particle.iconBackground,
    animationDelay: `${particle.delayMs}ms`,
    ['--cw-dx' as string]: `${particle.dx.toFixed(1)}px`,
    ['--cw-dy' as string]: `${particle.dy.toFixed(1)}px`,
    ['--cw-rotate' as string]: `${particle.rotate.toFixed(0)}deg`,
    ['--cw-scale' as string]: particle.scale.toFixed(2),
  };
}

/**
 * Purely visual: the particles on screen (at most 35, none under reduced motion) live in this component's
 * state, above the dialog, and each leaves when its animation has had time to end.
 */
export function ParticleBurstProvider({ children }: { children: ReactNode }) {
  const [pool] = useState(() => createParticlePool());
  const [particles, setParticles] = useState<Particle[]>([]);
  const [timers] = useState(() => new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => timers.forEach(clearTimeout), [timers]);

  const burst = useCallback<Burst>(
    (origin, wallet) => {
      // From the icon's centre (it sits at the row's start, which is the right in a right-to-left layout).
      const rect = (origin.querySelector('.cw-icon') ?? origin).getBoundingClientRect();
      const added = pool.burst(
        { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, ...wallet },
        { reducedMotion: prefersReducedMotion() },
      );
      if (added.length === 0) return;
      setParticles(pool.live());
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const particle of added) pool.release(particle.id);
        setParticles(pool.live());
      }, PARTICLE_LIFETIME_MS);
      timers.add(timer);
    },
    [pool, timers],
  );

  return (
    <BurstContext.Provider value={burst}>
      {children}
      {particles.length > 0 &&
        createPortal(
          <div className="cw-particles" aria-hidden="true" data-testid="wallet-particles">
            {particles.map((particle) => (
              <span key={particle.id} className="cw-particle" style={particleStyle(particle)}>
                {particle.iconUrl ? <img src={particle.iconUrl} alt="" width={16} height={16} /> : null}
              </span>
            ))}
          </div>,
          document.body,
        )}
    </BurstContext.Provider>
  );
}
