import { Hono } from 'hono';
import * as z from 'zod';
import { completeSignIn, issueSignInCode, type SignInDeps } from '../auth/sign-in';
import { nonceKeyFrom } from '../auth/sign-in-nonce';
import type { AppContext } from '../context';
import { ApiError, ok } from '../http/errors';
import { limitPerClient } from '../http/rate-limit';
import { addressSchema, validate } from '../http/validate';
import { readMe } from '../read/me';

const getCodeBody = z.strictObject({ address: addressSchema });
const challengeBody = z.strictObject({
  // 65-byte ECDSA signatures are 132 characters; contract-wallet (EIP-1271, ERC-6492) ones are longer.
  signature: z
    .string()
    .max(8192)
    .regex(/^0x(?:[0-9a-fA-F]{2}){64,}$/, 'must be a hex signature')
    .transform((v) => v as `0x${string}`),
  address: addressSchema,
  /** Optional (not in the spec's body): the message get-code returned; when sent, only it is tried. */
  message: z.string().min(1).max(4096).optional(),
  inviteCode: z.string().max(64).nullish(),
});

/** Sign-in with Ethereum (docs/api-contract.md, section 4): get a message to sign, then exchange the signature. */
export function clientUserRoutes(ctx: AppContext) {
  const deps: SignInDeps = {
    db: ctx.db,
    terms: ctx.terms,
    chainClient: ctx.chainClient,
    tokens: ctx.tokens,
    defaultPoolId: ctx.config.pool.id,
    now: ctx.now,
    nonceKey: nonceKeyFrom(ctx.config.jwtSecret ?? ''),
  };
  const { proxies } = ctx.config;

  return new Hono()
    .post(
      '/get-code',
      limitPerClient(ctx.limits.getCodePerIp, proxies),
      validate('json', getCodeBody),
      async (c) => c.json(ok(await issueSignInCode(deps, c.req.valid('json').address)), 200),
    )
    .post(
      '/challenge',
      limitPerClient(ctx.limits.challengePerIp, proxies),
      validate('json', challengeBody),
      async (c) => {
        const body = c.req.valid('json');
        const session = await completeSignIn(deps, body);
        if (!session) throw new ApiError(401, 'Sign-in failed');
        const user = await readMe(ctx.db, session.address);
        return c.json(ok({ token: session.token, expiresAt: session.expiresAt, user }), 200);
      },
    );
}
