import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

type LandingLanguage = 'en' | 'zh';

/** What a visitor sees once the landing speaks each language (written out: the expectation, not the catalogue). */
const shown = {
  en: { switcher: 'Language', title: 'Decentralized AI Inference Network', htmlLang: 'en' },
  zh: { switcher: '语言', title: '去中心化 AI 推理网络', htmlLang: 'zh-CN' },
} as const;

/**
 * Picks `to` in the landing's language switcher (labelled in `from`) and checks what the visitor gets: the page
 * title and the switcher in that language, the choice stored for the next visit, and the html lang.
 */
export async function switchLandingLanguage(user: UserEvent, from: LandingLanguage, to: LandingLanguage) {
  await user.selectOptions(screen.getByRole('combobox', { name: shown[from].switcher }), to);
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(shown[to].title));
  expect(screen.getByRole('combobox', { name: shown[to].switcher })).toHaveValue(to);
  expect(localStorage.getItem('i18nextLng')).toBe(to);
  expect(document.documentElement.lang).toBe(shown[to].htmlLang);
}
