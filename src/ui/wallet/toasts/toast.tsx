import { type CustomContentProps, SnackbarContent } from 'notistack';
import type { Ref } from 'react';
import './toasts.css';

type ToastProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

/** One toast in the product's look; errors interrupt screen readers, everything else waits its turn. */
export function Toast({ ref, message, variant, style, className }: ToastProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <SnackbarContent
      ref={ref}
      style={style}
      className={`toast toast--${variant}${className ? ` ${className}` : ''}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
    >
      <span className="toast__mark" aria-hidden="true" />
      <span className="toast__message">{message}</span>
    </SnackbarContent>
  );
}
