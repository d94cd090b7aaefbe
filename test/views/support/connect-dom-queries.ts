/**
 * Cheap lookups for the path tests, which check the whole dialog after every step of ~800 paths: Testing
 * Library's role queries compute every accessible name in the subtree and would make the run take minutes.
 * A control's name here is its aria-label or its text, which is what these controls are named by; the
 * accessibility test of the dialog checks the real accessible names with role queries.
 */
export const dialogElement = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog on screen');
  return element;
};

export const stepContent = (step: string) =>
  dialogElement().querySelector<HTMLElement>(`[data-step-content="${step}"]`);

/** The text of an element without what only screen readers get (the new-tab hint). */
function visibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('.cw-visually-hidden')) hidden.remove();
  return (clone.textContent ?? '').trim();
}

export function controlNamed(
  name: string | RegExp,
  scope: Element | null = dialogElement(),
  selector = 'button, a[href]',
): HTMLElement | null {
  if (!scope) return null;
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  for (const control of scope.querySelectorAll<HTMLElement>(selector)) {
    if (matches(control.getAttribute('aria-label') ?? visibleText(control))) return control;
  }
  return null;
}

/** An element with role img (or progressbar) and this aria-label. */
export const labelled = (role: string, label: string, scope: Element = dialogElement()) =>
  scope.querySelector(`[role="${role}"][aria-label="${CSS.escape(label)}"]`);

/** The dialog's name: the text of the element that labels it, else its aria-label. */
export function dialogName(dialog: HTMLElement = dialogElement()): string | null {
  const labelledBy = dialog.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy)?.textContent ?? null;
  return dialog.getAttribute('aria-label');
}
