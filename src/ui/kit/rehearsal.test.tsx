import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { Rehearsal } from './rehearsal';

function Page({ rehearse, onDone = () => undefined }: { rehearse: boolean; onDone?: () => void }) {
  const close = vi.fn();
  return (
    <>
      <button type="button">On the page</button>
      {rehearse ? (
        <Rehearsal onDone={onDone}>
          <Dialog open onClose={close} title="Connect a wallet" closeLabel="Close" testId="connect-dialog">
            <button type="button">MetaMask</button>
          </Dialog>
        </Rehearsal>
      ) : null}
    </>
  );
}

describe('a dialog rehearsed out of sight', () => {
  it('is laid out in a hidden, inert host that no one can see, reach or name', () => {
    render(<Page rehearse />);
    const host = document.querySelector('[data-rehearsal]');
    expect(host).toHaveAttribute('aria-hidden', 'true');
    expect(host).toHaveAttribute('inert');
    expect(host).toHaveClass('kit-rehearsal');
    expect(host?.querySelector('[role="dialog"]')).toHaveTextContent('MetaMask');
    // Not in the accessibility tree, and no test id a test of the real dialog could trip over.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('connect-dialog')).toBeNull();
  });

  it('leaves the page as it was: focus, scrolling, the page not inert, Escape not taken', () => {
    render(<Page rehearse />);
    const onPage = screen.getByRole('button', { name: 'On the page' });
    onPage.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(onPage);
    expect(document.documentElement.style.overflow).toBe('');
    expect(onPage.closest('[inert]')).toBeNull();
    // jsdom has no inert property: the modal behaviour sets one, which is what would show here.
    for (const child of document.body.children) expect((child as HTMLElement).inert).not.toBe(true);
  });

  it('says it is done once a frame has been produced, so its owner can unmount it', async () => {
    const onDone = vi.fn();
    render(<Page rehearse onDone={onDone} />);
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });
});
