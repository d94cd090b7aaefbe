import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ConnectFlowContext, WalletStep } from '@/machines/connect-flow/connect-flow.machine';
import { controlNamed, dialogElement, dialogName } from './connect-dom-queries';

export interface MobileExpectations {
  /** The wallet apps of the row, in order, with their names (the recent caption included). */
  rowNames: Record<string, string>;
  /** The apps the GET list offers, in order. */
  getIds: readonly string[];
}

/**
 * What the mobile layout must show for the state the model expects: the row of wallet apps with what a wallet
 * is (NONE), the same row with the status of a wallet chosen before opening in its place (CONNECT), WalletConnect's pairing
 * sheet (CONNECT with its URI: the code and a copy button, no row), or the apps to get (GET).
 */
export function expectMobileDialogShows(
  expected: AnyMachineSnapshot,
  actual: AnyMachineSnapshot,
  { rowNames, getIds }: MobileExpectations,
) {
  const context = expected.context as ConnectFlowContext;
  const step = (expected.value as { step: WalletStep }).step;
  const scope = dialogElement();
  expect(scope).toHaveClass('kit-dialog--compact');
  const pairingUri = step === 'CONNECT' ? context.qrUri : null;
  const title = step === 'GET' ? 'Get a wallet' : pairingUri ? 'Scan with your phone' : 'Connect a wallet';
  expect(dialogName(scope)).toBe(title);
  expect(controlNamed('Back', scope, 'button') !== null).toBe(expected.can({ type: 'user.back' }));
  const sheet = scope.querySelector<HTMLElement>('[data-testid="walletconnect-sheet"]');
  expect(sheet !== null).toBe(pairingUri !== null);
  if (sheet) {
    expect(sheet.querySelector('svg[role="img"], [role="img"]')).not.toBeNull();
    expect(controlNamed('Copy link', sheet, 'button')?.dataset.uri).toBe(pairingUri);
    return;
  }
  const tiles = [...scope.querySelectorAll<HTMLElement>('.cw-tiles [data-wallet-option]')];
  const getRows = [
    ...scope.querySelectorAll<HTMLElement>('[data-step-content="MOBILE_GET"] [data-get-wallet]'),
  ];
  if (step === 'GET') {
    expect(tiles).toEqual([]);
    expect(getRows.map((row) => row.dataset.getWallet)).toEqual(getIds);
    return;
  }
  expect(getRows).toEqual([]);
  expect(tiles.map((tile) => tile.dataset.walletOption)).toEqual(Object.keys(rowNames));
  for (const tile of tiles) {
    const id = tile.dataset.walletOption ?? '';
    expect([id, tile.getAttribute('aria-label'), tile.getAttribute('aria-disabled')]).toEqual([
      id,
      rowNames[id],
      String(!actual.can({ type: 'user.selectWallet', walletId: id })),
    ]);
  }
  const status = scope.querySelector<HTMLElement>('.cw-mobile-status');
  expect(status !== null).toBe(step === 'CONNECT');
  // The status takes the place of what a wallet is; Get a wallet is there, and enabled, only at the first step.
  const getAWallet = controlNamed('Get a wallet', scope);
  expect(getAWallet !== null).toBe(step !== 'CONNECT');
  if (getAWallet) expect(getAWallet).toHaveProperty('disabled', !expected.can({ type: 'user.getAWallet' }));
  if (status) {
    const wallet = context.wallets.find((w) => w.id === context.selectedWalletId);
    expect(status).toHaveTextContent(`Continue in ${wallet?.name}`);
    const canRetry = expected.can({ type: 'user.retry' });
    expect(status.dataset.status).toBe(canRetry ? 'failed' : 'opening');
    expect(controlNamed('Retry', status) !== null).toBe(canRetry);
  }
}
