import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorDetails = Record<string, unknown> | readonly unknown[];

/** The contract's failure envelope: `{ code, error, data: null, details? }`. */
export interface ErrorBody {
  code: number;
  error: string;
  data: null;
  details?: ErrorDetails;
}

/** A failure the client should see as it is (status, message, optional details). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(status: number, error: string, details?: ErrorDetails): ErrorBody {
  return details === undefined
    ? { code: status, error, data: null }
    : { code: status, error, data: null, details };
}

/** The contract's success envelope. */
export function ok<T>(data: T) {
  return { code: 200 as const, data };
}

export type Logger = Pick<Console, 'error' | 'info'>;

/** Every error becomes the envelope; anything unexpected is logged and answered as a bare 500. */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(errorBody(error.status, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return c.json(errorBody(status, error.message || 'Bad request'), status);
    }
    const requestId = (c.var as { requestId?: string }).requestId;
    logger.error(`${c.req.method} ${c.req.path} failed (request ${requestId ?? 'unknown'}):`, error);
    return c.json(errorBody(500, 'Internal server error'), 500);
  };
}

export const notFoundBody = () => errorBody(404, 'Not found');
