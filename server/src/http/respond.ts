import type { Context, Env, TypedResponse } from 'hono';
import type { Outcome } from '../ledger/idempotency';
import { type ErrorBody, errorBody, ok } from './errors';

type Responded<T> =
  | (Response & TypedResponse<{ code: 200; data: T }, 200, 'json'>)
  | (Response & TypedResponse<ErrorBody, 409, 'json'>);

/** Sends a stored ledger outcome as the contract's envelope (a replay gets exactly the first answer). */
export function respond<E extends Env, T>(c: Context<E>, outcome: Outcome<T>): Responded<T> {
  if (outcome.status === 200) return c.json(ok(outcome.data) as never, 200) as Responded<T>;
  return c.json(
    errorBody(outcome.status, outcome.error, outcome.details) as never,
    outcome.status,
  ) as Responded<T>;
}
