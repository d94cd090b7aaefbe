import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import { TOAST_DURATION_MS, ToastsProvider } from './toasts-provider';
import { type AppToastKey, type NotifyOptions, notifyApp, useNotify, useWalletNotify } from './use-notify';

type Notify = (key: AppToastKey, options?: NotifyOptions) => void;
let notify: Notify;

let notifyWallet: ReturnType<typeof useWalletNotify> = () => undefined;

function GrabWalletNotify() {
  notifyWallet = useWalletNotify();
  return null;
}

function GrabAppNotify() {
  notify = useNotify();
  return null;
}

async function renderApp(language: 'en' | 'zh' = 'en') {
  const i18n = createI18n(language);
  await i18n.loadLanguages(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ToastsProvider>
        <GrabAppNotify />
      </ToastsProvider>
    </I18nextProvider>,
  );
}

/** Runs the clock in small steps: each transition stage schedules the next one only after React has rendered. */
async function runTransitions(totalMs: number) {
  for (let elapsed = 0; elapsed < totalMs; elapsed += 100) await act(async () => vi.advanceTimersByTime(100));
}

const toastContainer = () => document.querySelector<HTMLElement>('.notistack-SnackbarContainer');

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the 502 Server Error toast at the top centre of the screen, announced as an alert', async () => {
    await renderApp();
    await act(async () => notify('errors.server', { variant: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Server Error');
    const position = getComputedStyle(toastContainer() as HTMLElement);
    expect([position.top, position.left, position.transform]).toEqual(['14px', '50%', 'translateX(-50%)']);
  });

  it('shows the toast from outside React too (the API client has no hooks)', async () => {
    const i18n = createI18n('zh');
    await i18n.loadLanguages('zh');
    render(<ToastsProvider>{null}</ToastsProvider>);
    await act(async () => notifyApp(i18n, 'errors.server', { variant: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('服务器错误');
  });

  it('speaks the app language: 服务器错误 in Chinese', async () => {
    await renderApp('zh');
    await act(async () => notify('errors.server', { variant: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('服务器错误');
  });

  it('hides a toast by itself after 2000 ms', async () => {
    await renderApp();
    await act(async () => notify('errors.server', { variant: 'error' }));
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Server Error')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    // The exit transition runs, then the toast leaves the document.
    await runTransitions(1000);
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it('keeps at most 3 toasts on screen: a fourth pushes the oldest out, even when all four come in one millisecond', async () => {
    await renderApp();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      await act(async () => {
        for (const language of ['language.en', 'language.zh', 'language.label', 'home.title'] as const)
          notify(language);
      });
    } finally {
      random.mockRestore();
    }
    await runTransitions(1000);
    const shown = screen.getAllByRole('status').map((toast) => toast.textContent);
    expect(shown).toHaveLength(3);
    expect(shown).not.toContain('English');
  });

  it('shows the same message once when it is raised twice at the same time', async () => {
    await renderApp();
    await act(async () => {
      notify('errors.server', { variant: 'error' });
      notify('errors.server', { variant: 'error' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('translates wallet keys with the wallet instance, placeholders filled', async () => {
    render(
      <I18nextProvider i18n={createWalletI18n()}>
        <ToastsProvider>
          <GrabWalletNotify />
        </ToastsProvider>
      </I18nextProvider>,
    );
    await act(async () =>
      notifyWallet('network.switch_error', { variant: 'error', values: { chain: 'BSC' } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not switch to BSC. Please try again.');
  });
});
