import { type ComponentType, lazy } from 'react';
import { loadOnce } from './load-once';

export interface LazyComponent<Props extends object> {
  Component: ComponentType<Props>;
  /** Fetches and runs the module; a failed download is forgotten, so the next call tries again. */
  preload: () => Promise<unknown>;
}

/**
 * A component in its own chunk that renders directly once that chunk has run. React's lazy component suspends on
 * its first render even when the chunk is already in (it learns the status from a `then` callback), and React then
 * holds the reveal back until 300 ms after the fallback's frame (its fallback throttle). The lazy one is only ever
 * rendered while the chunk is still loading (the component is kept before React hears that the chunk resolved), so
 * it never mounts anything the direct one would replace.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  const { load: preload, loaded } = loadOnce(load);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk at module level, as React's lazy() is
  function Component(props: Props) {
    const Loaded = loaded() ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
