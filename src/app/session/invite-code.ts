import { readItem, removeItem, writeItem } from '@/api/storage/browser-storage';

/** Kept from the visit with ?invite= until the first sign-in, which binds the inviter for good. */
export const INVITE_CODE_KEY = 'dgrid-invite';
const inviteCodePattern = /^[A-Za-z0-9_-]{1,64}$/;

function normalise(code: string | null): string | null {
  const trimmed = code?.trim() ?? '';
  return inviteCodePattern.test(trimmed) ? trimmed : null;
}

/** Stores the ?invite= code of this URL, if it carries a well-formed one; returns the code now pending. */
export function rememberInviteCode(search: string): string | null {
  const fromUrl = normalise(new URLSearchParams(search).get('invite'));
  if (fromUrl) writeItem(INVITE_CODE_KEY, fromUrl);
  return pendingInviteCode();
}

/** The code the next sign-in sends, or null. */
export function pendingInviteCode(): string | null {
  return normalise(readItem(INVITE_CODE_KEY));
}

/** After a successful sign-in the code has done its job (the server ignores it from then on). */
export function forgetInviteCode(): void {
  removeItem(INVITE_CODE_KEY);
}
