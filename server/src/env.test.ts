import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './env';

describe('server environment', () => {
  it('has working defaults for a local run', () => {
    const config = parseServerEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      publicOrigin: 'http://127.0.0.1:8080',
      publicOriginIsDefault: true,
      chain: { key: 'local', id: 31337, rpcUrl: 'http://127.0.0.1:8545', confirmations: 1 },
      treasury: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      token: { symbol: 'DGAI', decimals: 18, priceWei: 100_000_000_000_000n },
      orderTtlMs: 30 * 60_000,
      jwtSecret: undefined,
      tokenTtlMs: 60 * 60_000,
      sessionMaxAgeMs: 7 * 24 * 3_600_000,
      publicCacheMs: 2000,
      pool: { id: 'genesis', dailyEmission: 100_000n * 10n ** 18n },
      corsOrigins: [],
      trustProxy: false,
    });
    expect(config.ledger.commissionBps).toEqual([1000n, 500n]);
    expect(config.rateLimits.getCodePerAddress).toEqual({ limit: 10, windowMs: 60_000 });
  });

  it('reads every override, treating empty values as unset', () => {
    const config = parseServerEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: '',
      CHAIN: 'bsc',
      TREASURY_ADDRESS: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      TOKEN_PRICE_WEI: '5',
      COMMISSION_LEVEL1_BPS: '800',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      CSP_CONNECT_SRC: 'wss://relay.walletconnect.org https://*.walletconnect.com',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicOrigin: 'http://127.0.0.1:9000',
      chain: { key: 'bsc', id: 56, confirmations: 3 },
      treasury: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      token: { priceWei: 5n },
      corsOrigins: ['https://a.example', 'https://b.example'],
      cspConnectSrc: ['wss://relay.walletconnect.org', 'https://*.walletconnect.com'],
      trustProxy: true,
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config.ledger.commissionBps).toEqual([800n, 500n]);
  });

  it.each([
    ['PORT', 'eighty'],
    ['CHAIN', 'mainnet'],
    ['TREASURY_ADDRESS', '0x123'],
    ['PUBLIC_ORIGIN', 'https://app.example/path'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_PRICE_WEI', '0.5'],
    ['TOKEN_PRICE_WEI', '0'],
    ['DATABASE_URL', 'mysql://x'],
    ['CORS_ORIGINS', '*'],
    ['TOKEN_SYMBOL', 'dgai'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid server configuration: .*${name}`),
    );
  });
});
