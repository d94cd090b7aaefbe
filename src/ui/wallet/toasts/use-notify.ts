import type { i18n as I18n, ParseKeys } from 'i18next';
import { enqueueSnackbar, useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletKey } from '@/i18n/wallet-keys';
import { type ToastVariant, toastOptions } from './toast-options';

type ToastValues = Record<string, string | number>;

export interface NotifyOptions {
  variant?: ToastVariant;
  /** Values for the key's {{placeholders}}. */
  values?: ToastValues;
}

/** A key of the app's common namespace (English and Chinese), e.g. `errors.server`. */
export type AppToastKey = ParseKeys<'common'>;

/** Shows a toast from a key of the app's common namespace; for views under the app's i18n instance. */
export function useNotify(): (key: AppToastKey, options?: NotifyOptions) => void {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (key, { variant = 'default', values = {} } = {}) => {
      enqueueSnackbar(toastOptions(t(key, values), variant));
    },
    [t, enqueueSnackbar],
  );
}

/** Shows a toast from a wallet-namespace key; for views under the wallet i18n instance (19 locales). */
export function useWalletNotify(): (key: WalletKey, options?: NotifyOptions) => void {
  const { t } = useWalletT();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (key, { variant = 'default', values = {} } = {}) => {
      enqueueSnackbar(toastOptions(t(key, values), variant));
    },
    [t, enqueueSnackbar],
  );
}

/**
 * The same toast from code outside React, e.g. the API client's 502 handler (`notify: () =>
 * notifyApp(appI18n, 'errors.server', { variant: 'error' })`). Needs the ToastsProvider mounted.
 */
export function notifyApp(
  i18n: I18n,
  key: AppToastKey,
  { variant = 'default', values = {} }: NotifyOptions = {},
) {
  enqueueSnackbar(toastOptions(i18n.getFixedT(null, 'common')(key, values), variant));
}
