import { describe, expect, it } from 'vitest';
import { forgetInviteCode, pendingInviteCode } from './invite-code';
import { INVITE_CODE_KEY, rememberInviteCode } from './invite-link';

describe('the invite code of a referral link', () => {
  it('is kept from ?invite= until the first sign-in spends it', () => {
    rememberInviteCode('?invite=K7Q2M9PX&utm_source=x');
    expect(pendingInviteCode()).toBe('K7Q2M9PX');
    rememberInviteCode('');
    expect(pendingInviteCode()).toBe('K7Q2M9PX');
    forgetInviteCode();
    expect(pendingInviteCode()).toBeNull();
  });

  it('lets a newer link replace an older code', () => {
    rememberInviteCode('?invite=FIRST111');
    rememberInviteCode('?invite=SECOND22');
    expect(pendingInviteCode()).toBe('SECOND22');
  });

  it.each([
    ['an empty code', '?invite='],
    ['markup', '?invite=%3Cscript%3E'],
    ['spaces inside', '?invite=AB%20CD'],
    ['more than 64 characters', `?invite=${'A'.repeat(65)}`],
  ])('ignores %s', (_, search) => {
    rememberInviteCode(search);
    expect(pendingInviteCode()).toBeNull();
  });

  it('reads a tampered stored value as no code', () => {
    localStorage.setItem(INVITE_CODE_KEY, '"><img src=x>');
    expect(pendingInviteCode()).toBeNull();
  });
});
