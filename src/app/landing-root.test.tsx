import { switchLandingLanguage } from '@test/support/landing-language';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import type { AppLanguage } from '@/i18n/languages';
import { loadPageCatalogue } from '@/i18n/page-catalogues';
import { LandingPage } from '@/ui/landing/landing-page';
import { I18nextPageText } from './i18next-page-text';
import { bootLanding } from './landing-boot';
import { LandingRoot } from './landing-root';

async function landingRoot(language: AppLanguage) {
  const catalogues = { en: await loadPageCatalogue('en'), [language]: await loadPageCatalogue(language) };
  return <LandingRoot language={language} catalogues={catalogues} />;
}

async function withI18next(language: AppLanguage) {
  const i18n = createI18n(language);
  await i18n.loadLanguages(language);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextPageText>
        <LandingPage />
      </I18nextPageText>
    </I18nextProvider>
  );
}

describe('the landing page without i18next', () => {
  it.each(['en', 'zh'] as const)(
    'renders in %s exactly what the app i18next renders, every key found',
    async (language) => {
      const own = renderToString(await landingRoot(language));
      expect(own).toBe(renderToString(await withI18next(language)));
      expect(own).not.toContain('[missing:');
    },
  );

  it('turns the page into Chinese once its catalogue is in, stores the choice and sets html lang', async () => {
    const user = userEvent.setup();
    render(await landingRoot('en'));
    await switchLandingLanguage(user, 'en', 'zh');
    await switchLandingLanguage(user, 'zh', 'en');
  });

  it('keeps the last choice when an earlier one arrives after it', async () => {
    const user = userEvent.setup();
    render(await landingRoot('en'));
    const select = screen.getByRole('combobox', { name: 'Language' });
    // Chinese is fetched; English (bundled) is chosen again before it arrives.
    await user.selectOptions(select, 'zh');
    await user.selectOptions(select, 'en');
    await loadPageCatalogue('zh');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Decentralized AI Inference Network');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('boots a visitor whose stored language is Chinese in Chinese, with html lang set', async () => {
    // jsdom has no matchMedia; the page theme asks it whether the system is dark.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const container = document.body.appendChild(document.createElement('div'));
    await bootLanding(container, 'zh', false);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('去中心化 AI 推理网络'),
    );
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(container.dataset.booted).toBe('true');
  });
});
