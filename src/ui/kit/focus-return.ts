const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert'),
  );
}

/**
 * Names for controls that a later render may replace with another element doing the same job: the stand-in
 * Connect Wallet that the loaded wallet's own control takes over from. Both carry the same `data-focus-heir`
 * value, so a dialog opened from the first gives focus back to the second.
 */
export const focusHeir = {
  headerWallet: 'header-wallet',
  pageWallet: 'page-wallet',
} as const;

let keptOpener: HTMLElement | null = null;

/** A press whose dialog opens only later (the wallet loads first): that dialog gives focus back to this element. */
export function keepOpener(element: HTMLElement) {
  keptOpener = element;
}

/** The element a dialog opening now gives focus back to: the focused one, else the kept opener (read once). */
export function takeOpener(): HTMLElement | null {
  const focused = document.activeElement;
  const opener = focused instanceof HTMLElement && focused !== document.body ? focused : keptOpener;
  keptOpener = null;
  return opener;
}

/**
 * Where focus goes back to on closing: the opener, or, when a render replaced it meanwhile, the element now
 * carrying its `data-focus-heir` name, or that element's first focusable one.
 */
export function focusReturnTarget(opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener.isConnected) return opener;
  const name = opener.closest<HTMLElement>('[data-focus-heir]')?.dataset.focusHeir;
  const heir = name ? document.querySelector<HTMLElement>(`[data-focus-heir="${name}"]`) : null;
  if (!heir) return null;
  return heir.matches(FOCUSABLE) ? heir : (focusableIn(heir)[0] ?? null);
}

/** Keyboard focus is on a control that a render may replace: replacing it now would drop focus on <body>. */
export function focusIsOnReplaceable(): boolean {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused.closest('[data-focus-heir]') !== null;
}
