import type { OptionsObject, VariantType } from 'notistack';

export type ToastVariant = Extract<VariantType, 'default' | 'info' | 'success' | 'warning' | 'error'>;

/**
 * A toast as notistack's one-argument `enqueueSnackbar` takes it, keyed by its message. notistack's own key is
 * `Date.now() + Math.random()`; at today's timestamps a double keeps only about four decimals of that sum, so two
 * toasts raised in one millisecond could share a key, and React would then drop or double one. The provider's
 * `preventDuplicate` already allows one toast per message on screen, so the message is unique among those shown.
 */
export function toastOptions(message: string, variant: ToastVariant): OptionsObject & { message: string } {
  return { message, key: message, variant };
}
