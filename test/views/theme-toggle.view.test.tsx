import { renderView } from '@test/support/render-view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { THEME_KEY } from '@/theme/theme-preference';
import { createThemeStore } from '@/theme/theme-store';
import { AppShell } from '@/ui/app-shell/app-shell';
import { SiteHeader } from '@/ui/landing/site-header';
import { ThemeContext } from '@/ui/theme/theme-context';

describe('theme toggle', () => {
  // Only what the theme store reads of a MediaQueryList; the rest of the interface is never touched.
  const systemDark = (matches: boolean) =>
    ({
      matches,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;

  it('is pressed while the dark theme shows; a click shows light, stores it and applies it to the page', async () => {
    const user = userEvent.setup();
    const root = document.createElement('html');
    const store = createThemeStore({ root, systemDark: systemDark(true) });
    await renderView(
      <ThemeContext value={store}>
        <SiteHeader />
      </ThemeContext>,
      { width: null },
    );
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(root.dataset.theme).toBeUndefined();
  });

  it('is named in Chinese too', async () => {
    const store = createThemeStore({ root: document.createElement('html'), systemDark: systemDark(false) });
    await renderView(
      <ThemeContext value={store}>
        <SiteHeader />
      </ThemeContext>,
      { width: null, language: 'zh' },
    );
    expect(screen.getByRole('button', { name: '深色主题' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sits in the app header too', async () => {
    const store = createThemeStore({ root: document.createElement('html'), systemDark: systemDark(true) });
    await renderView(
      <ThemeContext value={store}>
        <AppShell walletControl={null}>page</AppShell>
      </ThemeContext>,
      { width: null },
    );
    expect(await screen.findByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders theme-neutral without a store (the prerender): no pressed state claimed', async () => {
    await renderView(<SiteHeader />, { width: null });
    expect(screen.getByRole('button', { name: 'Dark theme' })).not.toHaveAttribute('aria-pressed');
  });
});
