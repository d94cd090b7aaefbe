import { flush } from '@test/support/flush';
import { renderView } from '@test/support/render-view';
import { sessionStillReading } from '@test/support/session-still-reading';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionActor } from '@/ui/actors/session-context';
import { AccountPanel } from './account-panel';

describe('AccountPanel', () => {
  it('shows nothing while the stored session is read (no loading state for the prompt to shift away), then the prompt', async () => {
    const { logic, finishReading } = sessionStillReading();
    await renderView(
      <SessionActor.Provider logic={logic}>
        <main>
          <AccountPanel connectControl={<button type="button">Connect Wallet</button>} />
        </main>
      </SessionActor.Provider>,
    );
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    await flush(finishReading);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connect your wallet to begin');
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
  });
});
