import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      hello {name}, {clicks} clicks
    </button>
  );
}

/** A chunk whose download the test finishes or fails by hand. */
function controlledChunk() {
  const downloads: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      downloads.push({ resolve, reject });
    });
  return { load, downloads };
}

const inSuspense = (element: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{element}</Suspense>;

describe('lazyComponent', () => {
  it('renders at once, with no fallback frame, once preloaded', async () => {
    const chunk = controlledChunk();
    const greeting = lazyComponent(chunk.load);
    const preloaded = greeting.preload();
    chunk.downloads[0]?.resolve(Greeting);
    await preloaded;
    render(inSuspense(<greeting.Component name="Ada" />));
    // Synchronously after the first render: a React lazy would show the fallback here.
    expect(screen.getByRole('button')).toHaveTextContent('hello Ada, 0 clicks');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the chunk loads, then keeps the same mounted component across re-renders', async () => {
    const chunk = controlledChunk();
    const greeting = lazyComponent(chunk.load);
    const view = render(inSuspense(<greeting.Component name="Ada" />));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => chunk.downloads[0]?.resolve(Greeting));
    const button = await screen.findByRole('button');
    act(() => button.click());
    view.rerender(inSuspense(<greeting.Component name="Grace" />));
    // State survives: the direct component did not replace a mounted lazy one.
    expect(screen.getByRole('button')).toHaveTextContent('hello Grace, 1 clicks');
    expect(chunk.downloads).toHaveLength(1);
  });

  it('forgets a failed download, so the next preload fetches again', async () => {
    const chunk = controlledChunk();
    const greeting = lazyComponent(chunk.load);
    const failed = greeting.preload();
    chunk.downloads[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retried = greeting.preload();
    expect(chunk.downloads).toHaveLength(2);
    chunk.downloads[1]?.resolve(Greeting);
    await retried;
    render(inSuspense(<greeting.Component name="Ada" />));
    expect(screen.getByRole('button')).toHaveTextContent('hello Ada, 0 clicks');
  });
});
