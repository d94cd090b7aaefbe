import { act, render, renderHook, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { useWalletT } from './use-wallet-t';
import { createWalletI18n } from './wallet-i18n';

function Title() {
  const { t, dir, locale } = useWalletT();
  return (
    <h2 dir={dir} lang={locale}>
      {t('sign_in.title')}
    </h2>
  );
}

describe('useWalletT', () => {
  it('translates with the wallet instance and gives the text direction', async () => {
    const i18n = createWalletI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Verify your account');
    expect(screen.getByRole('heading')).toHaveAttribute('dir', 'ltr');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('heading')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('heading').textContent).toMatch(/[\u0600-\u06ff]/);
  });

  it('refuses the app instance, which has no wallet namespace', () => {
    const app = createI18n('en');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => useWalletT(), {
        wrapper: ({ children }) => <I18nextProvider i18n={app}>{children}</I18nextProvider>,
      }),
    ).toThrow(/wallet i18n instance/);
  });
});
