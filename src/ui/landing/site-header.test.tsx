import { renderView } from '@test/support/render-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { LandingPage } from './landing-page';
import { SiteHeader } from './site-header';

const logos = () => screen.getAllByRole('img', { name: /home$|首页$/ });
const logo = () => logos()[0];

describe('site header logo', () => {
  it('carries a wide logo per theme (light ink for dark, dark ink for light), named for the home link', async () => {
    await renderView(<SiteHeader />, { width: null });
    expect(logos().map((image) => [image.getAttribute('src'), image.closest('picture')?.className])).toEqual([
      ['/images/logo-wide.svg', 'theme-dark-only'],
      ['/images/logo-wide-light.svg', 'theme-light-only'],
    ]);
    expect(logo()).toHaveAccessibleName('DGrid home');
    expect(logo()).toHaveAttribute('width', '118');
  });

  it('uses the narrow logo file below 768 px in either theme, chosen by the browser before any script runs', async () => {
    await renderView(<SiteHeader />, { width: null });
    for (const image of logos()) {
      const source = image.closest('picture')?.querySelector('source');
      expect(source).toHaveAttribute('media', '(max-width: 767.98px)');
      expect(source).toHaveAttribute('srcset', '/images/logo-mark.svg');
      expect(source).toHaveAttribute('width', '32');
    }
  });
});

describe('language switcher', () => {
  it('turns the page into Chinese, stores the choice and updates the html lang', async () => {
    const user = userEvent.setup();
    await renderView(<LandingPage />, { width: null });
    expect(document.documentElement.lang).not.toBe('zh-CN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('去中心化 AI 推理网络'),
    );
    expect(screen.getByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '进入应用' }),
    ).toHaveAttribute('href', paths.app);
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('switches back to English', async () => {
    const user = userEvent.setup();
    await renderView(<LandingPage />, { width: null, language: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('去中心化 AI 推理网络');
    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'en');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Decentralized AI Inference Network',
      ),
    );
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
