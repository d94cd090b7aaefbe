import { renderView } from '@test/support/render-view';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { formatDateTime } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import type { PassView, PassViewer } from './pass-data';
import { PassPage } from './pass-page';

const E = 10n ** 18n;
const ready = (pass: PassView): Loadable<PassView> => ({
  status: 'ready',
  data: pass,
  refreshing: false,
  updatedAt: 0,
});

async function renderPass(viewer: PassViewer, language: 'en' | 'zh' = 'en') {
  const onConnect = vi.fn();
  await renderView(
    <Router>
      <PassPage viewer={viewer} onConnect={onConnect} purchaseHref="/app/purchase" />
    </Router>,
    { language },
  );
  const status = screen.getByRole('region', { name: /Your pass|我的通行证/ });
  return { onConnect, status };
}

describe('pass page', () => {
  it('explains the pass to everyone: a node, the token, no coding, and the 1,000 rule', async () => {
    await renderPass({ kind: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'DGrid Pass' })).toBeInTheDocument();
    const gives = screen.getByRole('region', { name: 'What a pass gives you' });
    expect(within(gives).getByText(/Run an inference node and earn DGAI/)).toBeInTheDocument();
    expect(within(gives).getByText(/No coding needed/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to get one' })).toHaveTextContent(
      'Buy at least 1,000 DGAI in total.',
    );
  });

  it('offers Connect Wallet and the way to buy when signed out', async () => {
    const { onConnect, status } = await renderPass({ kind: 'signedOut' });
    expect(status).toHaveTextContent('Connect your wallet to see your pass');
    fireEvent.click(within(status).getByRole('button', { name: 'Connect Wallet' }));
    expect(onConnect).toHaveBeenCalledOnce();
    expect(within(status).getByRole('link', { name: 'Buy DGAI' })).toHaveAttribute('href', '/app/purchase');
  });

  it('asks calmly to sign in again after a 401, with no error shown', async () => {
    const { onConnect, status } = await renderPass({ kind: 'sessionEnded' });
    expect(within(status).getByRole('status')).toHaveTextContent(
      'Please sign in againYour session has ended, so you were signed out.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(within(status).getByRole('button', { name: 'Sign in again' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('shows a holder since when, and the way to buy more', async () => {
    const since = '2025-10-02T09:30:00Z';
    const { status } = await renderPass({
      kind: 'signedIn',
      pass: ready({ holder: true, since, bought: '0' }),
    });
    expect(status).toHaveTextContent('You hold a DGrid Pass');
    expect(status).toHaveTextContent(`Holder since ${formatDateTime(since, 'en', 'date')}`);
    expect(within(status).getByRole('link', { name: 'Buy more DGAI' })).toHaveAttribute(
      'href',
      '/app/purchase',
    );
    expect(within(status).queryByRole('button', { name: 'Connect Wallet' })).toBeNull();
  });

  it('shows a non-holder how much more to buy, exactly, with a progress bar', async () => {
    const { status } = await renderPass({
      kind: 'signedIn',
      pass: ready({ holder: false, since: null, bought: (350n * E).toString() }),
    });
    expect(status).toHaveTextContent('No pass yet');
    expect(status).toHaveTextContent('350 of 1,000 DGAI bought');
    expect(status).toHaveTextContent('Buy 650 more DGAI to get your pass.');
    expect(within(status).getByRole('progressbar', { name: 'Progress towards the pass' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(within(status).getByRole('link', { name: 'Buy DGAI' })).toHaveAttribute('href', '/app/purchase');
  });

  it('holds the card while the pass loads', async () => {
    const { status } = await renderPass({ kind: 'signedIn', pass: { status: 'loading' } });
    expect(within(status).getByText('Checking your pass…')).toBeInTheDocument();
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('offers Retry when the pass cannot be loaded', async () => {
    const retry = vi.fn();
    await renderPass({
      kind: 'signedIn',
      pass: { status: 'error', error: 'server', retry, retrying: false },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('renders in Chinese', async () => {
    const { status } = await renderPass(
      { kind: 'signedIn', pass: ready({ holder: false, since: null, bought: (100n * E).toString() }) },
      'zh',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'DGrid 通行证' })).toBeInTheDocument();
    expect(status).toHaveTextContent('尚未持有通行证');
    expect(status).toHaveTextContent('再购买 900 个 DGAI 即可获得通行证。');
  });
});
