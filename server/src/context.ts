import { Sessions } from './auth/sessions';
import { type SignInTerms, signInTerms } from './auth/siwe';
import { createTokenService, type TokenService } from './auth/tokens';
import { type ChainStatus, chainMonitor } from './chain/chain-monitor';
import type { ChainClient } from './chain-client';
import type { Database } from './db/database';
import type { ServerConfig } from './env';
import type { Logger } from './http/errors';
import { memoryRateLimitStore, postgresRateLimitStore, RateLimiter } from './http/rate-limit';
import type { JsonLogger } from './observability/logger';
import type { ServerMetrics } from './observability/server-metrics';
import { type Profile, readMe } from './read/me';
import { ProfileCache } from './read/profile-cache';

/** What createApp needs from the outside. */
export interface AppDeps {
  db: Database;
  /** Must carry a JWT secret (index.ts resolves one: JWT_SECRET or the generated secret in the data dir). */
  config: ServerConfig;
  /** viem public client on the configured chain: contract-wallet sign-in and health. */
  chainClient: ChainClient;
  /** Server clock: every accrual, expiry and cooldown is computed from it (tests inject their own). */
  now?: () => Date;
  /** The built web app (e.g. `dist`): served on the same origin with SPA fallback. */
  webRoot?: string;
  logger?: Logger;
  /** One JSON line per request (index.ts passes pino); none when omitted (tests). */
  requestLogger?: JsonLogger;
  /** The instance's Prometheus series (index.ts shares them with the watcher); a fresh set when omitted. */
  metrics?: ServerMetrics;
  /** /health's chain reading: the watcher's (index.ts); else read from chainClient at most once a second. */
  chainStatus?: () => Promise<ChainStatus>;
}

/** Everything the routes share, built once per app. */
export interface AppContext {
  db: Database;
  config: ServerConfig;
  chainClient: ChainClient;
  now: () => Date;
  logger: Logger;
  tokens: TokenService;
  sessions: Sessions;
  terms: SignInTerms;
  limits: Record<keyof ServerConfig['rateLimits'], RateLimiter>;
  chainStatus: () => Promise<ChainStatus>;
  /** GET /me's answer per address, kept while nothing changed it (read/profile-cache.ts). */
  profiles: ProfileCache<Profile>;
}

/** Hono variables of an authenticated request: the signed-in user's lower-case address. */
export type AuthedEnv = { Variables: { address: string; jti: string } };

/** Without a watcher: the node is read at most once a second for /health, however many requests ask. */
function onDemandChainStatus(client: ChainClient, expectedChainId: number) {
  const monitor = chainMonitor(
    { getChainId: () => client.getChainId(), getBlockNumber: () => client.getBlockNumber({ cacheTime: 0 }) },
    { expectedChainId, staleAfterMs: 1_000, readOnDemandAfterMs: 1_000 },
  );
  return () => monitor.status();
}

export function createContext(deps: AppDeps): AppContext {
  const { config } = deps;
  if (!config.jwtSecret) throw new Error('createApp needs config.jwtSecret (see resolveJwtSecret)');
  const now = deps.now ?? (() => new Date());
  // PostgreSQL may be shared by several instances, so they count together there; PGlite has one process.
  const store = deps.db.kind === 'postgres' ? postgresRateLimitStore(deps.db) : memoryRateLimitStore();
  const limit = (rule: keyof ServerConfig['rateLimits']) =>
    new RateLimiter(rule, config.rateLimits[rule], store, now);
  const tokens = createTokenService({
    secret: config.jwtSecret,
    origin: config.publicOrigin,
    ttlMs: config.tokenTtlMs,
    now,
  });
  return {
    db: deps.db,
    config,
    chainClient: deps.chainClient,
    now,
    logger: deps.logger ?? console,
    tokens,
    sessions: new Sessions(
      deps.db,
      tokens,
      { ttlMs: config.tokenTtlMs, maxAgeMs: config.sessionMaxAgeMs },
      now,
    ),
    terms: signInTerms(config),
    chainStatus: deps.chainStatus ?? onDemandChainStatus(deps.chainClient, config.chain.id),
    profiles: new ProfileCache(
      deps.db,
      (address) => readMe(deps.db, address),
      () => now().getTime(),
    ),
    limits: {
      getCodePerIp: limit('getCodePerIp'),
      challengePerIp: limit('challengePerIp'),
      ordersPerUser: limit('ordersPerUser'),
      claimsPerUser: limit('claimsPerUser'),
    },
  };
}
