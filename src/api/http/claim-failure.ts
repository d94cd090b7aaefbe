// Relative: the server project type-checks this folder without the @ alias.
import type { ClaimErrorCode, ClaimFailure } from '../../domain/claim-errors';
import { isApiError } from './api-error';

/** What submitClaim rejects with: the claim machine reads `code` and `nextCollectAt`. */
export class ClaimFailureError extends Error implements ClaimFailure {
  override readonly name = 'ClaimFailureError';

  constructor(
    readonly code: ClaimErrorCode,
    readonly nextCollectAt: string | null,
    options?: { cause?: unknown },
  ) {
    super(`claim failed: ${code}`, options);
  }
}

function nextCollectAtOf(details: unknown): string | null {
  if (typeof details !== 'object' || details === null) return null;
  const value = (details as { nextCollectAt?: unknown }).nextCollectAt;
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/**
 * An API failure of a claim call as the claim machine's codes: no answer → network (the same `now` may be
 * re-sent), 409 → cooldown with the server's next collect time, other 4xx → rejected, anything else → server.
 */
export function toClaimFailureError(error: unknown): ClaimFailureError {
  if (!isApiError(error)) return new ClaimFailureError('server', null, { cause: error });
  if (error.reason === 'network' || error.reason === 'timeout')
    return new ClaimFailureError('network', null, { cause: error });
  if (error.code === 409)
    return new ClaimFailureError('cooldown', nextCollectAtOf(error.details), { cause: error });
  if (error.code >= 400 && error.code < 500) return new ClaimFailureError('rejected', null, { cause: error });
  return new ClaimFailureError('server', null, { cause: error });
}
