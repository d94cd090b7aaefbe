import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MouseEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { keepOpener } from './focus-return';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Connect a wallet"
        closeLabel="Close"
      >
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>
    </div>
  );
}

/**
 * A stand-in opener that the loaded control replaces (as the wallet's own Connect Wallet takes over): while its
 * dialog is open, or, for a press kept until the dialog can open, in the same render that opens it.
 */
function ReplacedOpener({ keptPress = false }: { keptPress?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (keptPress) {
      keepOpener(event.currentTarget);
      setLoaded(true);
    }
    setOpen(true);
  };
  return (
    <div>
      {loaded ? (
        <span data-focus-heir="wallet">
          <button type="button">Connect Wallet</button>
        </span>
      ) : (
        <button type="button" data-focus-heir="wallet" onClick={press}>
          Stand-in
        </button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title="Connect a wallet" closeLabel="Close">
        <button type="button" onClick={() => setLoaded(true)}>
          Load
        </button>
      </Dialog>
    </div>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and makes the page behind it inert', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.querySelector('body > div')).toHaveProperty('inert', true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const [close, first, last] = [
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('button', { name: 'First' }),
      screen.getByRole('button', { name: 'Last' }),
    ];
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on Escape, unlocks the page and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('body > div')).toHaveProperty('inert', false);
  });

  it('gives focus to the opener’s heir when the opener was replaced while the dialog was open', async () => {
    const user = userEvent.setup();
    render(<ReplacedOpener />);
    await user.click(screen.getByRole('button', { name: 'Stand-in' }));
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus();
  });

  it('gives focus to the heir of a kept press whose control was gone before the dialog opened', async () => {
    const user = userEvent.setup();
    render(<ReplacedOpener keptPress />);
    await user.click(screen.getByRole('button', { name: 'Stand-in' }));
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveFocus();
  });

  it('still answers Escape and Tab when a re-render took the focused element away (focus fell to the page)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' });
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from its close button and from a click on the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
