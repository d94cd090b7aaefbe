import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_CODE_LENGTH = 8;

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are matched case-insensitively; anything that cannot be a code is simply no code. */
export function normaliseInviteCode(input: string | null | undefined): string | undefined {
  const code = input?.trim().toUpperCase();
  return code && /^[A-Z0-9]{4,32}$/.test(code) ? code : undefined;
}
