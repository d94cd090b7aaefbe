import { getAddress, isAddress } from 'viem';
import * as z from 'zod';
import { type ChainSettings, DEFAULT_MAX_BLOCK_RANGE } from './chain/scan-payments';
import { unsafeSettings } from './config-safety';
import { devnetPaymentsContract } from './devnet/dev-accounts';
import {
  baseUnits,
  blank,
  cidrList,
  cspSourceList,
  int,
  optional,
  origin,
  originList,
  text,
} from './env-fields';
import { type LedgerRules, ledgerRules } from './ledger/rules';
import { DEFAULT_METRICS_HOST, unsafeMetricsSettings } from './metrics-exposure';

/** The only reader of process.env on the server. Every variable is documented in server/README.md. */

const chainIds = { local: 31337, 'bsc-testnet': 97, bsc: 56 } as const;
export type ChainKey = keyof typeof chainIds;
const defaultRpc: Record<ChainKey, string> = {
  local: 'http://127.0.0.1:8545',
  'bsc-testnet': 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  bsc: 'https://bsc-dataseed.bnbchain.org',
};
/** Anvil's well-known account #9: a treasury that works out of the box on the local devnet. */
export const anvilTreasury = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const TOKEN = 10n ** 18n;
const address = z
  .string()
  .refine((v) => isAddress(v), 'an address (0x + 40 hex digits; mixed case must be a valid checksum)');

const envSchema = z.object({
  PORT: int(8080, 0, 65535),
  HOST: text.default('127.0.0.1'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')),
  DATA_DIR: text.default('.data'),
  PUBLIC_ORIGIN: optional(origin),
  CHAIN: z.preprocess((v) => v || undefined, z.enum(['local', 'bsc-testnet', 'bsc']).default('local')),
  RPC_URL: optional(z.url()),
  TREASURY_ADDRESS: optional(address),
  PAYMENTS_CONTRACT: optional(address),
  APP_NAME: text.default('DGrid'),
  TOKEN_SYMBOL: text.default('DGAI').pipe(z.string().regex(/^[A-Z0-9]{2,11}$/, 'an upper-case symbol')),
  TOKEN_NAME: text.default('DGrid AI Token'),
  TOKEN_PRICE_WEI: baseUnits(100_000_000_000_000n, 10n ** 40n, 1n),
  TOKEN_TOTAL_SUPPLY: baseUnits(1_000_000_000n * TOKEN, 10n ** 40n, 1n),
  CONFIRMATIONS: optional(z.coerce.number().int().min(1).max(1000)),
  CREDIT_FINALITY: optional(z.enum(['finalized', 'safe', 'none'])),
  WATCHER_MAX_BLOCK_RANGE: int(DEFAULT_MAX_BLOCK_RANGE, 1, 1_000_000),
  WATCHER_IDLE_POLL_SECONDS: int(720, 1, 86_400),
  ORDER_TTL_MINUTES: int(30, 1, 24 * 60),
  JWT_SECRET: optional(z.string().min(32, 'at least 32 characters')),
  TOKEN_TTL_MINUTES: int(60, 5, 24 * 60),
  SESSION_MAX_HOURS: int(24 * 7, 1, 24 * 365),
  PUBLIC_CACHE_SECONDS: int(2, 0, 300),
  LOG_LEVEL: z.preprocess(
    (v) => blank(v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: text.default(DEFAULT_METRICS_HOST),
  METRICS_TOKEN: optional(z.string().min(32, 'at least 32 characters')),
  DATABASE_POOL_MAX: int(10, 1, 500),
  DATABASE_CONNECT_TIMEOUT_SECONDS: int(5, 1, 300),
  DATABASE_IDLE_TIMEOUT_SECONDS: int(30, 1, 3600),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: int(30, 1, 3600),
  SHUTDOWN_TIMEOUT_SECONDS: int(10, 1, 600),
  OBSERVATION_RETENTION_DAYS: int(90, 1, 36_500),
  MINING_POOL_ID: text.default('genesis').pipe(z.string().regex(/^[a-z0-9-]{1,32}$/)),
  MINING_POOL_NAME: text.default('Genesis Pool'),
  MINING_DAILY_EMISSION: baseUnits(100_000n * TOKEN, 10n ** 36n),
  COMMISSION_LEVEL1_BPS: int(1000, 0, 10_000),
  COMMISSION_LEVEL2_BPS: int(500, 0, 10_000),
  PASS_MIN_TOKENS: int(1000, 1, 1_000_000),
  SPEC_BONUS_BPS: int(100, 0, 10_000),
  SPEC_COOLDOWN_HOURS: int(24, 1, 24 * 365),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 3600),
  RATE_LIMIT_GET_CODE_PER_IP: int(30, 1, 1_000_000),
  RATE_LIMIT_CHALLENGE_PER_IP: int(30, 1, 1_000_000),
  RATE_LIMIT_ORDERS_PER_USER: int(20, 1, 1_000_000),
  RATE_LIMIT_CLAIMS_PER_USER: int(30, 1, 1_000_000),
  CORS_ORIGINS: originList,
  CSP_CONNECT_SRC: cspSourceList,
  TRUST_PROXY_HOPS: int(0, 0, 10),
  TRUSTED_PROXIES: cidrList('127.0.0.1/8,::1'),
  // Replaced by TRUST_PROXY_HOPS: refused rather than ignored, since ignoring it would put every client
  // behind the proxy into one rate-limit bucket (the proxy's address).
  TRUST_PROXY: z.preprocess(
    blank,
    z.undefined('replaced by TRUST_PROXY_HOPS (the number of proxies in front)'),
  ),
});

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** Everything the server needs, derived once from the environment (or built directly by tests). */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Root of local state: PGlite lives in `<dataDir>/pglite`, the generated JWT secret in `<dataDir>/jwt-secret`. */
  dataDir: string;
  /** This deployment's origin: the SIWE `uri`; its host[:port] is the SIWE `domain`. */
  publicOrigin: string;
  /** True when PUBLIC_ORIGIN was not set and the origin follows HOST and PORT. */
  publicOriginIsDefault: boolean;
  appName: string;
  chain: ChainSettings;
  /** The chain watcher's pass interval while no payment is likely (chain/README.md, "Pace"). */
  watcherIdlePollMs: number;
  treasury: `0x${string}`;
  /** DGridPayments paying `treasury`: its code is checked at start outside the devnet (payments-code-check.ts). */
  paymentsContract: `0x${string}`;
  token: { symbol: string; name: string; decimals: 18; priceWei: bigint; totalSupply: bigint };
  orderTtlMs: number;
  jwtSecret: string | undefined;
  /** Lifetime of a session token; a token past half of it is refreshed (sliding) on the next call. */
  tokenTtlMs: number;
  /** No refresh keeps a session past its sign-in plus this. */
  sessionMaxAgeMs: number;
  /** How long public reads (pools, token figures) may be served from memory; 0 turns the cache off. */
  publicCacheMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** /metrics: on `port` at `host` (loopback unless set) when set; on the API port (metrics-exposure.ts). */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** PostgreSQL connection pool (per instance). */
  databasePool: { max: number; connectTimeoutMs: number; idleTimeoutMs: number; statementTimeoutMs: number };
  /** How long a shutdown waits for requests in flight and the watcher's pass before closing anyway. */
  shutdownTimeoutMs: number;
  /** Credited payment observations older than this are deleted by the retention job. */
  observationRetentionMs: number;
  pool: { id: string; name: string; dailyEmission: bigint };
  ledger: LedgerRules;
  rateLimits: {
    getCodePerIp: RateLimit;
    challengePerIp: RateLimit;
    /** Per signed-in user: new purchase orders, and claims (mining, commission, special collection). */
    ordersPerUser: RateLimit;
    claimsPerUser: RateLimit;
  };
  corsOrigins: string[];
  cspConnectSrc: string[];
  /** Whose X-Forwarded-For is believed, and how deep (http/client-address.ts). */
  proxies: { hops: number; trusted: string[] };
}

export function defaultOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration: ${fields.join('; ')}`);
  }
  const e = parsed.data;
  const unsafe = unsafeSettings({
    chain: e.CHAIN,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    treasury: e.TREASURY_ADDRESS,
    paymentsContract: e.PAYMENTS_CONTRACT,
    publicOrigin: e.PUBLIC_ORIGIN,
    rpcUrl: e.RPC_URL,
  });
  unsafe.push(
    ...unsafeMetricsSettings({ port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN }),
  );
  if (unsafe.length > 0) throw new Error(`Refusing to start: ${unsafe.join('; ')}`);
  const window = e.RATE_LIMIT_WINDOW_SECONDS * 1000;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicOrigin: (e.PUBLIC_ORIGIN ?? defaultOrigin(e.HOST, e.PORT)).replace(/\/$/, ''),
    publicOriginIsDefault: e.PUBLIC_ORIGIN === undefined,
    appName: e.APP_NAME,
    chain: {
      key: e.CHAIN,
      id: chainIds[e.CHAIN],
      rpcUrl: e.RPC_URL ?? defaultRpc[e.CHAIN],
      confirmations: e.CONFIRMATIONS ?? (e.CHAIN === 'local' ? 1 : 3),
      // Anvil puts `finalized` 64 blocks back: the devnet credits on confirmations alone.
      finality: e.CREDIT_FINALITY ?? (e.CHAIN === 'local' ? 'none' : 'finalized'),
      maxBlockRange: e.WATCHER_MAX_BLOCK_RANGE,
    },
    watcherIdlePollMs: e.WATCHER_IDLE_POLL_SECONDS * 1000,
    treasury: getAddress(e.TREASURY_ADDRESS ?? anvilTreasury),
    paymentsContract: getAddress(e.PAYMENTS_CONTRACT ?? devnetPaymentsContract),
    token: {
      symbol: e.TOKEN_SYMBOL,
      name: e.TOKEN_NAME,
      decimals: 18,
      priceWei: e.TOKEN_PRICE_WEI,
      totalSupply: e.TOKEN_TOTAL_SUPPLY,
    },
    orderTtlMs: e.ORDER_TTL_MINUTES * 60_000,
    jwtSecret: e.JWT_SECRET,
    tokenTtlMs: e.TOKEN_TTL_MINUTES * 60_000,
    sessionMaxAgeMs: e.SESSION_MAX_HOURS * 3_600_000,
    publicCacheMs: e.PUBLIC_CACHE_SECONDS * 1000,
    logLevel: e.LOG_LEVEL,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_SECONDS * 1000,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    observationRetentionMs: e.OBSERVATION_RETENTION_DAYS * 86_400_000,
    pool: { id: e.MINING_POOL_ID, name: e.MINING_POOL_NAME, dailyEmission: e.MINING_DAILY_EMISSION },
    ledger: ledgerRules({
      commissionBps: [BigInt(e.COMMISSION_LEVEL1_BPS), BigInt(e.COMMISSION_LEVEL2_BPS)],
      passMinAmount: BigInt(e.PASS_MIN_TOKENS) * TOKEN,
      specBonusBps: BigInt(e.SPEC_BONUS_BPS),
      specCooldownMs: e.SPEC_COOLDOWN_HOURS * 3_600_000,
    }),
    rateLimits: {
      getCodePerIp: { limit: e.RATE_LIMIT_GET_CODE_PER_IP, windowMs: window },
      challengePerIp: { limit: e.RATE_LIMIT_CHALLENGE_PER_IP, windowMs: window },
      ordersPerUser: { limit: e.RATE_LIMIT_ORDERS_PER_USER, windowMs: 60_000 },
      claimsPerUser: { limit: e.RATE_LIMIT_CLAIMS_PER_USER, windowMs: 60_000 },
    },
    corsOrigins: e.CORS_ORIGINS,
    cspConnectSrc: e.CSP_CONNECT_SRC,
    proxies: { hops: e.TRUST_PROXY_HOPS, trusted: e.TRUSTED_PROXIES },
  };
}

/** Reads and validates process.env: call once at start-up. */
export function readServerEnv(): ServerConfig {
  return parseServerEnv(process.env);
}

/** DATABASE_URL_TEST: the PostgreSQL server the server suite also runs against (set by .ci/postgres.sh). */
export function readTestDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL_TEST?.trim() || undefined;
}
