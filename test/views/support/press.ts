import { flush } from '@test/support/flush';
import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A user's click on the control for `event`, the DOM way of applying a step. When the real actor can take the
 * event now, the control must be there and enabled; when it cannot, the control must be missing or disabled, and
 * a disabled one is clicked anyway to show that it swallows the click.
 */
export async function press(control: HTMLElement | null, possible: boolean) {
  if (possible) {
    expect(control, 'the control for a possible event').not.toBeNull();
    expect(control).toBeEnabled();
  } else if (control) {
    expect(control).toBeDisabled();
  }
  if (control) await flush(() => fireEvent.click(control));
}
