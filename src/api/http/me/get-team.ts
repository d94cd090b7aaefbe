import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  addressSchema,
  amountSchema,
  type Paged,
  type PageParameters,
  pagedSchema,
  timeSchema,
} from '../contract-schemas';

export const teamMemberSchema = z.object({
  address: addressSchema,
  level: z.union([z.literal(1), z.literal(2)]),
  joinedAt: timeSchema,
  purchased: amountSchema,
});

export type GetTeamParameters = RequestOptions & PageParameters;
export type GetTeamReturnType = Paged<z.infer<typeof teamMemberSchema>>;

/** GET /me/team: the members the user invited (level 1) and their invitees (level 2), paged. */
export function getTeam(client: ApiClient, parameters: GetTeamParameters = {}): Promise<GetTeamReturnType> {
  return client.request({
    method: 'GET',
    path: '/me/team',
    query: { page: parameters.page, size: parameters.size },
    auth: true,
    schema: pagedSchema(teamMemberSchema),
    signal: parameters.signal,
  });
}
