/**
 * The referral link's code (?invite=), kept in localStorage until the first sign-in. The page entry stores it on
 * every page, the landing included, so this file stays dependency-free: it ships in the entry script.
 */
export const INVITE_CODE_KEY = 'dgrid-invite';
const inviteCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A well-formed invite code (trimmed), or null. */
export function normaliseInviteCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  return inviteCodePattern.test(trimmed) ? trimmed : null;
}

/** Stores the ?invite= code of this URL, if it carries a well-formed one. */
export function rememberInviteCode(search: string): void {
  const code = normaliseInviteCode(new URLSearchParams(search).get('invite'));
  if (!code) return;
  try {
    globalThis.localStorage?.setItem(INVITE_CODE_KEY, code);
  } catch {
    // Storage refused: the visitor can still sign in, just without the referral.
  }
}
