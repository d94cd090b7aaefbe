import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../api-client';
import {
  addressSchema,
  amountSchema,
  type Paged,
  type PageParameters,
  timeSchema,
} from '../contract-schemas';
import { requestSignedInPage } from './signed-in-page';

const teamMemberSchema = z.object({
  address: addressSchema,
  level: z.union([z.literal(1), z.literal(2)]),
  joinedAt: timeSchema,
  purchased: amountSchema,
});

export type GetTeamParameters = RequestOptions & PageParameters;
export type GetTeamReturnType = Paged<z.infer<typeof teamMemberSchema>>;

/** GET /me/team: the members the user invited (level 1) and their invitees (level 2), paged. */
export function getTeam(client: ApiClient, parameters: GetTeamParameters = {}): Promise<GetTeamReturnType> {
  return requestSignedInPage(client, '/me/team', teamMemberSchema, parameters);
}
