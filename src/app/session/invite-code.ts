import { readItem, removeItem } from '@/api/storage/browser-storage';
import { INVITE_CODE_KEY, normaliseInviteCode } from './invite-link';

/** The code the next sign-in sends (stored from a ?invite= link), or null. */
export function pendingInviteCode(): string | null {
  return normaliseInviteCode(readItem(INVITE_CODE_KEY));
}

/** After a successful sign-in the code has done its job (the server ignores it from then on). */
export function forgetInviteCode(): void {
  removeItem(INVITE_CODE_KEY);
}
