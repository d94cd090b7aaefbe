import { type RefObject, useEffect } from 'react';
import { focusableIn, focusReturnTarget, takeOpener } from './focus-return';

/** Open dialogs, the newest last: only the newest answers the keyboard. */
const openDialogs: HTMLElement[] = [];

/**
 * What a modal dialog owes keyboard and screen-reader users while it is open: the rest of the page is inert,
 * focus moves in and cycles inside, Escape closes, the page does not scroll behind it (and does not jump when
 * its scrollbar goes away), and focus returns to its opener when the dialog closes
 * (focus-return.ts).
 */
export function useModalBehaviour(panel: RefObject<HTMLElement | null>, onClose: () => void, open: boolean) {
  useEffect(() => {
    const container = panel.current;
    if (!open || !container) return undefined;
    const opener = takeOpener();
    // Reads before writes: measuring the scrollbar after the page is made inert would lay the whole page out
    // twice before the dialog's first frame (tens of milliseconds on a slow phone).
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const background = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && !element.contains(container),
    );
    const wasInert = background.map((element) => element.inert);
    for (const element of background) element.inert = true;

    const previousStyle = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;

    const first =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(container)[0] ?? container;
    // The dialog is fixed in the viewport: nothing to scroll to, and no layout to force for it.
    first.focus({ preventScroll: true });

    openDialogs.push(container);
    // On the document, as the reference kit listens: a re-render that removes the focused element (a step or a
    // layout change) leaves focus on <body>, and Escape and Tab must still reach the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== container) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const [head, tail] = [focusable[0], focusable.at(-1)];
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      if (!container.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? tail : head).focus();
      } else if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(container), 1);
      background.forEach((element, index) => {
        element.inert = wasInert[index] ?? false;
      });
      root.style.overflow = previousStyle.overflow;
      root.style.paddingRight = previousStyle.paddingRight;
      focusReturnTarget(opener)?.focus();
    };
  }, [panel, onClose, open]);
}
