import { useCallback } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import { useWalletNotify } from '../toasts/use-notify';
import { walletErrorKey } from './wallet-error-key';
import './wallet-error-message.css';

/** A wallet failure told in place (role alert); renders nothing for a rejection or no error. */
export function WalletErrorMessage({ code }: { code: string | null | undefined }) {
  const { t } = useWalletT();
  const key = walletErrorKey(code);
  if (!key) return null;
  return (
    <p className="wallet-error" role="alert">
      {t(key)}
    </p>
  );
}

/** Tells a wallet failure in an error toast; a rejection stays quiet. */
export function useWalletErrorToast(): (code: string | null | undefined) => void {
  const notify = useWalletNotify();
  return useCallback(
    (code) => {
      const key = walletErrorKey(code);
      if (key) notify(key, { variant: 'error' });
    },
    [notify],
  );
}
