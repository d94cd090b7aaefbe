import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiNotice } from '@/domain/api-errors';
import { toastOptions } from '@/ui/wallet/toasts/toast-options';

/** How to hear the API's notices; returns how to stop. */
export type SubscribeToApiNotices = (listener: (notice: ApiNotice) => void) => () => void;

/**
 * The API's 502 rule (docs/api-contract.md, section 3): a 'Server Error' toast at top-centre, in the app's
 * language. It calls notistack itself: the wallet toasts' hook (use-notify) would bring the dialogs' 19 locales
 * into the app area's first chunk.
 */
export function ServerErrorToasts({ subscribe }: { subscribe: SubscribeToApiNotices }) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      subscribe((notice) => {
        if (notice === 'server_error') enqueueSnackbar(toastOptions(t('errors.server'), 'error'));
      }),
    [subscribe, t, enqueueSnackbar],
  );
  return null;
}
