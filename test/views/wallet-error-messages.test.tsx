import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { toWalletError } from '@/api/chain/wallet-errors';
import { walletErrorCodes } from '@/domain/wallet-errors';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import { walletErrorKeys } from '@/ui/wallet/errors/wallet-error-key';
import { useWalletErrorToast, WalletErrorMessage } from '@/ui/wallet/errors/wallet-error-message';
import { ToastsProvider } from '@/ui/wallet/toasts/toasts-provider';

const loud = walletErrorCodes.filter((code) => code !== 'user_rejected');

let toast: ReturnType<typeof useWalletErrorToast> = () => undefined;

function GrabToast() {
  toast = useWalletErrorToast();
  return null;
}

function renderMessage(code: string | null) {
  return render(
    <I18nextProvider i18n={createWalletI18n()}>
      <WalletErrorMessage code={code} />
    </I18nextProvider>,
  );
}

describe('wallet error messages', () => {
  it('has a message for exactly the codes the wallet layer produces, except the quiet user rejection', () => {
    expect(Object.keys(walletErrorKeys).sort()).toEqual([...loud].sort());
  });

  it.each(loud)('tells %s in a clear, translated alert of its own', (code) => {
    renderMessage(code);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toMatch(/^[A-Z].{20,}\.$/);
    expect(text).not.toMatch(/missing|errors\./);
  });

  it('gives every code a different message', () => {
    const texts = loud.map((code) => {
      const { unmount } = renderMessage(code);
      const text = screen.getByRole('alert').textContent;
      unmount();
      return text;
    });
    expect(new Set(texts).size).toBe(loud.length);
  });

  it('says nothing for a user rejection (4001) or when there is no error', () => {
    const rejected = toWalletError({ code: 4001, message: 'User rejected the request.' });
    expect(rejected.code).toBe('user_rejected');
    const { container } = renderMessage(rejected.code);
    expect(container).toBeEmptyDOMElement();
    renderMessage(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads a code it does not know as the generic wallet error rather than failing', () => {
    renderMessage('some_future_code');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong in your wallet. Please try again.',
    );
  });

  it('tells a classified wallet failure (RPC -32005, rate limited) in its own words', () => {
    renderMessage(toWalletError({ code: -32005, message: 'limit exceeded' }).code);
    expect(screen.getByRole('alert')).toHaveTextContent(/too many requests/);
  });

  it('raises an error toast for a failure and none for a rejection', async () => {
    render(
      <I18nextProvider i18n={createWalletI18n()}>
        <ToastsProvider>
          <GrabToast />
        </ToastsProvider>
      </I18nextProvider>,
    );
    await act(async () => toast('user_rejected'));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => toast('insufficient_funds'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have enough funds to cover this transaction and its network fee.',
    );
  });
});
