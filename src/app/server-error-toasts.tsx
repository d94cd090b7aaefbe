import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notices } from './notices';

/**
 * The API's 502 rule (docs/api-contract.md, section 3): a 'Server Error' toast at top-centre. It speaks the app's language and
 * calls notistack itself: the wallet toasts' hook would bring the dialogs' 19 locales into the app's first chunk.
 */
export function ServerErrorToasts({ notices }: { notices: Notices }) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  useEffect(
    () =>
      notices.subscribe((notification) => {
        if (notification === 'server_error') enqueueSnackbar(t('errors.server'), { variant: 'error' });
      }),
    [notices, t, enqueueSnackbar],
  );
  return null;
}
