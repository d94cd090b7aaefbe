import { renderView } from '@test/support/render-view';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';
import { StatCard } from './stat-card';
import { TokenAmount } from './token-amount';

describe('TokenAmount', () => {
  it('shows the exact amount with the symbol and keeps the base units in <data>', async () => {
    await renderView(<TokenAmount value="1234567800000000000000" />);
    const data = screen.getByText('1,234.5678').closest('data');
    expect(data).toHaveAttribute('value', '1234567800000000000000');
    expect(data).toHaveTextContent('1,234.5678DGAI');
  });

  it('honours the fraction digits, the symbol switch and the language', async () => {
    await renderView(<TokenAmount value="1500000000000000000" maxFractionDigits={0} symbol={false} />);
    expect(screen.getByText('1').closest('data')).toHaveTextContent(/^1$/);
  });

  it('renders a dash for a malformed value instead of a wrong number', async () => {
    await renderView(<TokenAmount value="-5" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('StatCard', () => {
  it('is a region named by its label with value and hint', async () => {
    await renderView(<StatCard label="Mining power" value="1,000" hint="1 per token" />);
    const card = screen.getByRole('region', { name: 'Mining power' });
    expect(card).toHaveTextContent('1,000');
    expect(card).toHaveTextContent('1 per token');
    expect(card).toHaveAttribute('aria-busy', 'false');
  });

  it('renders skeletons in the same slots while loading', async () => {
    await renderView(<StatCard label="Mining power" value="1,000" loading />);
    const card = screen.getByRole('region', { name: 'Mining power' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).not.toHaveTextContent('1,000');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  });
});

describe('states', () => {
  it('EmptyState shows its title, description and action', async () => {
    await renderView(
      <EmptyState title="Nothing here" description="Come back later" action={<a href="/x">Go</a>} />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Come back later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
  });

  it('ErrorState explains the failure and retries; a retry in flight disables the button', async () => {
    const onRetry = vi.fn();
    const { rerender } = await renderView(<ErrorState error="server" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<ErrorState error="server" onRetry={onRetry} retrying />);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  });

  it('ErrorState in Chinese', async () => {
    await renderView(<ErrorState error="rate_limited" onRetry={() => undefined} />, { language: 'zh' });
    expect(screen.getByRole('alert')).toHaveTextContent('请求过于频繁');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('Skeleton is hidden from assistive technology and sized as asked', async () => {
    await renderView(<Skeleton width="120px" height="2rem" round />);
    const block = screen.getByTestId('skeleton');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveStyle({ width: '120px', height: '2rem' });
    expect(block).toHaveClass('kit-skeleton--round');
  });
});
