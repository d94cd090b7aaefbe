import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Toast } from './toast';

/** Toast rules (docs/wallet-behaviour.md, section 12): top-centre, 2000 ms each, at most 3 on screen at once. */
export const TOAST_DURATION_MS = 2000;
const TOASTS_VISIBLE = 3;

const anchor = { vertical: 'top', horizontal: 'center' } as const;
const variants = { default: Toast, info: Toast, success: Toast, warning: Toast, error: Toast };

/** Put once around the app shell, above every view that notifies (useNotify, useWalletNotify). */
export function ToastsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOASTS_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={anchor}
      preventDuplicate
      Components={variants}
    >
      {children}
    </SnackbarProvider>
  );
}
