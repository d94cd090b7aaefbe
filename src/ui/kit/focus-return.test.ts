import { afterEach, describe, expect, it } from 'vitest';
import { focusIsOnReplaceable } from './focus-return';

describe('focus on a control a render may replace', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is there while the focused element carries a focus-heir name, or sits inside one that does', () => {
    document.body.innerHTML = `
      <button type="button" data-focus-heir="header-wallet">Connect Wallet</button>
      <div data-focus-heir="page-wallet"><button type="button">Sign in</button></div>
      <button type="button">Buy DGAI</button>`;
    const [standIn, inside, other] = document.querySelectorAll('button');
    standIn?.focus();
    expect(focusIsOnReplaceable()).toBe(true);
    inside?.focus();
    expect(focusIsOnReplaceable()).toBe(true);
    other?.focus();
    expect(focusIsOnReplaceable()).toBe(false);
    other?.blur();
    expect(focusIsOnReplaceable()).toBe(false);
  });
});
