import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import './rehearsal.css';

const RehearsalHost = createContext<HTMLElement | null>(null);

/** The element a rehearsal renders into, or null outside one (a dialog then goes to the page as usual). */
export function useRehearsalHost(): HTMLElement | null {
  return useContext(RehearsalHost);
}

interface RehearsalProps {
  children: ReactNode;
  /** Called once the frame that laid the children out has been produced: time to unmount them. */
  onDone: () => void;
}

/**
 * Renders its children once where nobody sees or reaches them (hidden, inert, out of the accessibility tree), then
 * says so. The first time a view renders, the browser compiles its code and meets its styles, its text and its
 * images for the first time: on a slow phone that doubled the first opening of the connect dialog against the second
 * (150 against 55 ms at a 4x slower CPU). A rehearsal pays that while the page is idle.
 */
export function Rehearsal({ children, onDone }: RehearsalProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!host) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task after the next animation frame: that frame's style and layout are done by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onDone);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [host, onDone]);
  return (
    <div ref={setHost} className="kit-rehearsal" inert aria-hidden="true" data-rehearsal="">
      {host ? <RehearsalHost.Provider value={host}>{children}</RehearsalHost.Provider> : null}
    </div>
  );
}
