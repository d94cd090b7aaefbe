import { switchLandingLanguage } from '@test/support/landing-language';
import { renderView } from '@test/support/render-view';
import { screen, within } from '@testing-library/react';
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
    await switchLandingLanguage(user, 'en', 'zh');
    expect(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '进入应用' }),
    ).toHaveAttribute('href', paths.app);
  });

  it('switches back to English', async () => {
    const user = userEvent.setup();
    await renderView(<LandingPage />, { width: null, language: 'zh' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('去中心化 AI 推理网络');
    await switchLandingLanguage(user, 'zh', 'en');
  });
});
