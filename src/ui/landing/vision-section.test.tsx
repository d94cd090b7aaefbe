import { renderView } from '@test/support/render-view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisionSection } from './vision-section';

const scrollBy = vi.fn();

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  scrollBy.mockClear();
  // jsdom has no scrollBy; the spy cannot match its two overloads' types.
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('vision section', () => {
  it('says AI should serve open networks and shows the four principles as cards', async () => {
    await renderView(<VisionSection />, { width: null });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'AI should serve open networks, not centralized platforms',
      }),
    ).toBeInTheDocument();
    const row = screen.getByRole('region', { name: 'Vision principles' });
    const cards = within(row).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Decentralization',
      'Accessibility',
      'Trustless',
      'Scalability',
    ]);
    expect(
      within(cards[2] as HTMLElement).getByText('Powered by on-chain permissions and auditing mechanisms.'),
    ).toBeVisible();
    for (const card of cards) {
      expect(card.style.backgroundColor).not.toBe('');
      expect(within(card).getByRole('img')).toHaveAttribute('width', '360');
    }
  });

  it('lets keyboard users focus the card row to scroll it', async () => {
    const user = userEvent.setup();
    await renderView(<VisionSection />, { width: null });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Vision principles' })).toHaveFocus();
  });

  it('scrolls the row 360 px right and left, smoothly', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    await renderView(<VisionSection />, { width: null });
    await user.click(screen.getByRole('button', { name: 'Scroll principles right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 360, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Scroll principles left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -360, behavior: 'smooth' });
    expect(
      scrollBy.mock.contexts.every(
        (element) => element === screen.getByRole('region', { name: 'Vision principles' }),
      ),
    ).toBe(true);
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    stubReducedMotion(true);
    const user = userEvent.setup();
    await renderView(<VisionSection />, { width: null });
    await user.click(screen.getByRole('button', { name: 'Scroll principles right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 360, behavior: 'auto' });
    await user.click(screen.getByRole('button', { name: 'Scroll principles left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -360, behavior: 'auto' });
  });
});
