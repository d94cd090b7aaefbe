import type { PurchaseStep } from '@/domain/purchase';
import type { PurchaseStepTag } from './use-purchase-steps';

/** The six steps the payment panel lists, in order. */
export const progressSteps = ['order', 'wallet', 'pending', 'confirmed', 'server', 'paid'] as const;
export type ProgressStep = (typeof progressSteps)[number];
export type StepState = 'done' | 'current' | 'failed' | 'todo';

const currentByTag: readonly (readonly [PurchaseStepTag, number])[] = [
  ['creatingOrder', 0],
  ['awaitingWallet', 1],
  ['wrongNetwork', 1],
  ['switchingNetwork', 1],
  ['awaitingReceipt', 2],
  ['awaitingServer', 4],
  ['paid', progressSteps.length],
];

const failedAt: Record<PurchaseStep, number> = { order: 0, wallet: 1, network: 1, receipt: 2, server: 4 };

/** Where each step stands, from the machine's tags (and which step failed); all to do while editing. */
export function stepStates(
  hasTag: (tag: PurchaseStepTag) => boolean,
  failed: PurchaseStep | null,
): StepState[] {
  if (hasTag('failed') && failed !== null) {
    const at = failedAt[failed];
    return progressSteps.map((_, index) => (index < at ? 'done' : index === at ? 'failed' : 'todo'));
  }
  const current = currentByTag.find(([tag]) => hasTag(tag))?.[1] ?? -1;
  if (current < 0) return progressSteps.map(() => 'todo');
  return progressSteps.map((_, index) => (index < current ? 'done' : index === current ? 'current' : 'todo'));
}
