import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from './api-errors';
import { transactionFailureReasons, USER_REJECTED_RPC_CODE, walletErrorCodes } from './wallet-errors';

/** The purchase screen's failure texts (`purchase.errors.<code>`), in each app language. */
const purchaseErrorTexts = (language: string) =>
  (
    JSON.parse(readFileSync(`src/i18n/locales/${language}/app.json`, 'utf8')) as {
      purchase: { errors: Record<string, string> };
    }
  ).purchase.errors;
/** The purchase's own codes (src/domain/purchase.ts) and the panel's title: not wallet, receipt or API codes. */
const PURCHASE_ONLY = ['order_expired', 'not_recorded', 'top_up_expired', 'title'];

describe('the failure codes a purchase can stop with (docs/wallet-behaviour.md section 10.1, api-contract.md)', () => {
  it.each(['en', 'zh'])(
    'are exactly those the purchase screen explains in %s, the quiet user rejection aside',
    (language) => {
      const explained = Object.keys(purchaseErrorTexts(language)).filter(
        (key) => !PURCHASE_ONLY.includes(key),
      );
      const codes = [...walletErrorCodes, ...transactionFailureReasons, ...apiErrorCodes].filter(
        (code) => code !== 'user_rejected',
      );
      expect([...new Set(codes)].sort()).toEqual(explained.sort());
      expect(codes).toHaveLength(new Set(codes).size);
    },
  );

  it('include the user rejection, EIP-1193 code 4001, which returns quietly', () => {
    expect(walletErrorCodes).toContain('user_rejected');
    expect(USER_REJECTED_RPC_CODE).toBe(4001);
  });

  it('tell a reverted, a cancelled and a replaced transaction apart', () => {
    expect([...transactionFailureReasons].sort()).toEqual(['cancelled', 'replaced', 'reverted']);
  });
});
