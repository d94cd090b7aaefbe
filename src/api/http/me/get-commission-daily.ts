import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import { amountSchema, type DaysParameters, daySchema } from '../contract-schemas';

const commissionDaySchema = z.object({
  date: daySchema,
  /** Base units earned that day from direct invitees' purchases. */
  level1: amountSchema,
  /** Base units earned that day from their invitees' purchases. */
  level2: amountSchema,
});

const commissionDailySchema = z.object({ items: z.array(commissionDaySchema) });

export type GetCommissionDailyParameters = RequestOptions & DaysParameters;
export type GetCommissionDailyReturnType = z.infer<typeof commissionDailySchema>;

/** GET /me/commission-daily: commission earned per UTC day by level, oldest first, every day listed. */
export function getCommissionDaily(
  client: ApiClient,
  parameters: GetCommissionDailyParameters = {},
): Promise<GetCommissionDailyReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/commission-daily',
    query: { days: parameters.days },
    auth: true,
    schema: commissionDailySchema,
    signal: parameters.signal,
  });
}
