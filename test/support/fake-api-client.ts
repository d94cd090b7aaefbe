import type * as z from 'zod/mini';
import type { ApiClient, ApiRequest } from '@/api/http/api-client';
import { ApiError } from '@/api/http/api-error';

export interface RecordedCall {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string | number | undefined> | undefined;
  body: unknown;
}

export type FakeHandler = (call: RecordedCall) => unknown;

/**
 * An ApiClient answering from handlers keyed `'<METHOD> <path>'`. Every answer is parsed with the call's own
 * schema, so fixtures that drift from the contract fail the test. A handler throws ApiError to fail a call.
 */
export function createFakeApiClient(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const client: ApiClient = {
    async request<Schema extends z.ZodMiniType>(request: ApiRequest<Schema>): Promise<z.output<Schema>> {
      const call: RecordedCall = {
        method: request.method,
        path: request.path,
        query: request.query,
        body: request.body,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      if (!handler) throw new ApiError({ reason: 'http', status: 404, code: 404, message: 'Not found' });
      const data = await handler(call);
      return request.schema.parse(data) as z.output<Schema>;
    },
  };
  return {
    client,
    calls,
    handlers,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export const apiErrors = {
  network: () => new ApiError({ reason: 'network', status: 0, code: 0, message: 'Failed to fetch' }),
  server: () => new ApiError({ reason: 'http', status: 500, code: 500, message: 'Internal server error' }),
  tooEarly: (nextCollectAt: string | null) =>
    new ApiError({
      reason: 'http',
      status: 409,
      code: 409,
      message: 'Too early',
      details: { nextCollectAt },
    }),
};

/** A paged answer cut from a full list the way the server pages (1-based). */
export function pageOf<Row>(rows: readonly Row[], call: RecordedCall) {
  const page = Number(call.query?.page ?? 1);
  const size = Number(call.query?.size ?? 10);
  return { items: rows.slice((page - 1) * size, page * size), page, size, total: rows.length };
}
