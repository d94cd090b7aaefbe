import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ConnectFlowContext, WalletStep } from '@/machines/connect-flow/connect-flow.machine';
import { isCompactLayout } from '@/machines/connect-flow/connect-flow-rules';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { controlNamed, dialogElement, dialogName, labelled, stepContent } from './connect-dom-queries';

/** The English headings each step shows, written out here rather than taken from the view. */
const TITLES: Record<WalletStep, (wallet: string, qr: boolean) => string | null> = {
  NONE: () => null,
  LEARN_COMPACT: () => 'What is a wallet?',
  GET: () => 'Get a wallet',
  CONNECT: (wallet, qr) => (qr ? `Scan with ${wallet}` : null),
  DOWNLOAD_OPTIONS: (wallet) => `Get ${wallet}`,
  DOWNLOAD: (wallet) => `Install ${wallet}`,
  INSTRUCTIONS_MOBILE: (wallet) => `Get started with ${wallet}`,
  INSTRUCTIONS_DESKTOP: (wallet) => `Get started with ${wallet}`,
  INSTRUCTIONS_EXTENSION: (wallet) => `Get started with ${wallet}`,
};

export interface DialogExpectations {
  /** The wallets the list shows, in order, with their names (recent and unsupported captions included). */
  listedNames: Record<string, string>;
  /** The ids the GET step offers, in order. */
  getIds: readonly string[];
}

/**
 * The rows of the list. Which row is highlighted is context the model leaves out of its states (it only
 * follows the rows it clicks), so the rows are compared with the actor, which is compared with the model.
 */
function expectList(actual: AnyMachineSnapshot, { listedNames }: DialogExpectations) {
  const context = actual.context as ConnectFlowContext;
  const options = [...dialogElement().querySelectorAll<HTMLElement>('.cw-list [data-wallet-option]')];
  expect(options.map((option) => option.dataset.walletOption)).toEqual(Object.keys(listedNames));
  for (const option of options) {
    const id = option.dataset.walletOption ?? '';
    const can = actual.can({ type: 'user.selectWallet', walletId: id });
    expect([option.getAttribute('aria-label'), option.getAttribute('aria-disabled')]).toEqual([
      listedNames[id],
      String(!can),
    ]);
    expect([id, option.getAttribute('aria-current')]).toEqual([
      id,
      context.highlightedWalletId === id ? 'true' : null,
    ]);
  }
}

function expectConnect(expected: AnyMachineSnapshot, wallet: WalletOption, qrShown: boolean) {
  const scope = stepContent('CONNECT') as HTMLElement;
  const compact = isCompactLayout(expected.context as ConnectFlowContext);
  const qr = labelled('img', `QR code for connecting ${wallet.name}`, scope);
  expect(qr !== null).toBe(qrShown);
  if (qr) expect(qr).toHaveAttribute('width', String(compact ? 318 : 382));
  const canRetry = expected.can({ type: 'user.retry' });
  expect(controlNamed('Retry', scope) !== null).toBe(canRetry);
  expect(controlNamed('Get', scope) !== null).toBe(expected.can({ type: 'user.getThisWallet' }));
  const announcer = document.querySelector('[data-testid="connect-announcer"]');
  if (qrShown) {
    expect(announcer).toHaveTextContent(`Scan with ${wallet.name}`);
  } else if (wallet.ready) {
    expect(scope).toHaveTextContent(`Opening ${wallet.name}…`);
    expect(labelled('progressbar', 'Loading', scope) !== null).toBe(!canRetry);
    const status = canRetry ? 'The connection did not go through.' : `Opening ${wallet.name}…`;
    expect(announcer).toHaveTextContent(status);
  } else if (wallet.downloadUrls.extension) {
    expect(announcer).toHaveTextContent(`${wallet.name} is not installed`);
    expect(controlNamed('Install', scope)).toHaveAttribute('href', wallet.downloadUrls.extension);
  } else {
    expect(announcer).toHaveTextContent(`${wallet.name} is not available here`);
  }
}

function expectStepContent(
  step: WalletStep,
  wallet: WalletOption | undefined,
  { getIds }: DialogExpectations,
) {
  const scope = dialogElement();
  if (step === 'GET') {
    const rows = [...scope.querySelectorAll<HTMLElement>('[data-get-wallet]')];
    expect(rows.map((row) => row.dataset.getWallet)).toEqual(getIds);
  }
  if (!wallet) return;
  if (step === 'DOWNLOAD_OPTIONS') {
    const cards = [...scope.querySelectorAll<HTMLElement>('[data-download-option]')];
    const { extension, desktop, mobile } = wallet.downloadUrls;
    const kinds = [extension && 'extension', desktop && 'desktop', mobile && 'mobile'].filter(Boolean);
    expect(cards.map((card) => card.dataset.downloadOption)).toEqual(kinds);
  }
  if (step === 'DOWNLOAD') {
    const qr = labelled('img', `QR code for downloading ${wallet.name}`, scope);
    expect(qr !== null).toBe(Boolean(wallet.downloadUrls.qrCode));
    expect(controlNamed('Continue', scope)).not.toBeNull();
  }
  if (step === 'INSTRUCTIONS_MOBILE' || step === 'INSTRUCTIONS_DESKTOP') {
    expect(controlNamed('Connect', scope)).toBeEnabled();
  }
  if (step === 'INSTRUCTIONS_EXTENSION') expect(controlNamed('Refresh', scope)).not.toBeNull();
}

/**
 * Everything the dialog must show for the state the model expects: layout, title, Back, the list, the step's
 * content and the CONNECT status. `actual` is the actor's snapshot, already compared with the model.
 */
export function expectDialogShows(
  expected: AnyMachineSnapshot,
  actual: AnyMachineSnapshot,
  options: DialogExpectations,
) {
  const context = expected.context as ConnectFlowContext;
  const compact = isCompactLayout(context);
  const step = (expected.value as { step: WalletStep }).step;
  const wallet = context.wallets.find((w) => w.id === context.selectedWalletId);
  const qrShown = context.qrUri !== null && context.selectedWalletId === context.attemptWalletId;
  const title = TITLES[step](wallet?.name ?? '', qrShown);
  const scope = dialogElement();
  expect(scope).toHaveClass(compact ? 'kit-dialog--compact' : 'kit-dialog--wide');
  expect(dialogName(scope)).toBe(compact ? (title ?? 'Connect a wallet') : 'Connect a wallet');
  if (!compact) {
    const heading = scope.querySelector('.cw-panel .cw-panel__title');
    expect(heading?.textContent ?? null).toBe(step === 'NONE' ? 'What is a wallet?' : title);
  }
  expect(controlNamed('Back', scope, 'button') !== null).toBe(expected.can({ type: 'user.back' }));
  const listShown = !compact || step === 'NONE';
  expect(scope.querySelector('.cw-list') !== null).toBe(listShown);
  if (listShown) expectList(actual, options);
  const content = step === 'NONE' ? (compact ? null : 'intro') : step === 'LEARN_COMPACT' ? 'intro' : step;
  const shown = [...scope.querySelectorAll<HTMLElement>('[data-step-content]')].map(
    (e) => e.dataset.stepContent,
  );
  expect(shown).toEqual(content ? [content] : []);
  if (step === 'CONNECT' && wallet) expectConnect(expected, wallet, qrShown);
  else expectStepContent(step, wallet, options);
}
