import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletOption } from '../shared/wallet-options';
import { isPresentedAttempt } from './connect-flow-attempt-rules';
import {
  chooseWalletToConnect,
  chooseWalletToShow,
  initialConnectFlowContext,
  isNewWalletChoice,
} from './connect-flow-rules';

const ids = ['a', 'b', 'c', 'd', 'e'];
const wallets: WalletOption[] = ids.map((id) => ({
  id,
  name: id,
  groupName: 'Recommended',
  ready: true,
  downloadUrls: {},
  instructions: {},
}));

describe('connect-flow rules', () => {
  it('recognises only the presented state of an attempt', () => {
    expect(isPresentedAttempt({ connecting: 'presented' })).toBe(true);
    expect(isPresentedAttempt({ connecting: 'resolvingUri' })).toBe(false);
    expect(isPresentedAttempt('failed')).toBe(false);
    expect(isPresentedAttempt(null)).toBe(false);
  });

  it('behavior: choosing keeps the recent list unique, at most 3 long and led by the choice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids, 'x')),
        fc.array(fc.constantFrom(...ids), { minLength: 1 }),
        (stored, picks) => {
          let context = initialConnectFlowContext({ wallets, recentWalletIds: stored, width: 1280 });
          for (const walletId of picks) {
            context = {
              ...context,
              ...chooseWalletToConnect({ context, event: { type: 'flow.walletChosen', walletId } }),
            };
            expect(context.recentWalletIds[0]).toBe(walletId);
            expect(context.latestWalletId).toBe(walletId);
            expect(new Set(context.recentWalletIds).size).toBe(context.recentWalletIds.length);
            expect(context.recentWalletIds.length).toBeLessThanOrEqual(3);
            expect(context.recentWalletIds.every((id) => ids.includes(id))).toBe(true);
          }
        },
      ),
    );
  });

  it('behavior: the highlighted row and unknown wallets are never a new choice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids, 'unknown'), (highlighted, walletId) => {
        const base = initialConnectFlowContext({ wallets, recentWalletIds: [], width: 1280 });
        const event = { type: 'user.selectWallet', walletId } as const;
        const context = {
          ...base,
          ...chooseWalletToShow({ context: base, event: { ...event, walletId: highlighted } }),
        };
        expect(isNewWalletChoice({ context, event })).toBe(
          walletId !== highlighted && walletId !== 'unknown',
        );
      }),
    );
  });
});
