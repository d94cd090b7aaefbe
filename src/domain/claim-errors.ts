/**
 * Why a claim failed, as the view explains it: `cooldown` (409 of the special collection, with the next
 * collect time when the server gave one), `network` (no answer: the request may or may not have landed),
 * `rejected` (another 4xx, e.g. a device clock more than 5 min off), `server` (5xx or anything unexpected).
 * src/api/http derives it from its ApiError, the claim machine stores it, views translate it.
 */
export const claimErrorCodes = ['cooldown', 'network', 'rejected', 'server'] as const;
export type ClaimErrorCode = (typeof claimErrorCodes)[number];

export interface ClaimFailure {
  code: ClaimErrorCode;
  nextCollectAt: string | null;
}

const isClaimErrorCode = (value: unknown): value is ClaimErrorCode =>
  (claimErrorCodes as readonly unknown[]).includes(value);

/** Reads a ClaimFailure out of whatever a claim call rejected with; anything unrecognised is a server error. */
export function toClaimFailure(error: unknown): ClaimFailure {
  if (typeof error !== 'object' || error === null) return { code: 'server', nextCollectAt: null };
  const { code, nextCollectAt } = error as { code?: unknown; nextCollectAt?: unknown };
  return {
    code: isClaimErrorCode(code) ? code : 'server',
    nextCollectAt: typeof nextCollectAt === 'string' ? nextCollectAt : null,
  };
}
