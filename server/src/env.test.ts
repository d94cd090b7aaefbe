import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactSecrets, secretEntropyBits } from './config-safety';
import { parseServerEnv } from './env';

const strongSecret = '3f9a0c7e5b1d4a2f8e6c0b9d7a5f3e1c2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f13';

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
      chain: {
        key: 'local',
        id: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        confirmations: 1,
        finality: 'none',
        // The watcher's eth_getLogs range (server/README.md).
        maxBlockRange: 5000,
      },
      treasury: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      // Where the devnet deployer's first transaction puts the payment contract (server/README.md).
      paymentsContract: '0xCa7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE',
      token: { symbol: 'DGAI', decimals: 18, priceWei: 100_000_000_000_000n },
      orderTtlMs: 30 * 60_000,
      jwtSecret: undefined,
      tokenTtlMs: 60 * 60_000,
      sessionMaxAgeMs: 7 * 24 * 3_600_000,
      publicCacheMs: 2000,
      pool: { id: 'genesis', dailyEmission: 100_000n * 10n ** 18n },
      corsOrigins: [],
      proxies: { hops: 0, trusted: ['127.0.0.1/8', '::1'] },
    });
    expect(config.ledger.commissionBps).toEqual([1000n, 500n]);
    expect(config.rateLimits.getCodePerIp).toEqual({ limit: 30, windowMs: 60_000 });
    expect(config.rateLimits.claimsPerUser).toEqual({ limit: 30, windowMs: 60_000 });
  });

  it('takes the finality tag a credit waits for, or none', () => {
    expect(parseServerEnv({ CREDIT_FINALITY: 'safe' }).chain.finality).toBe('safe');
    const testnet = {
      CHAIN: 'bsc-testnet',
      TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
      JWT_SECRET: strongSecret,
      PUBLIC_ORIGIN: 'https://app.dgrid.example',
      RPC_URL: 'https://bsc-testnet.example',
      PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
    };
    expect(parseServerEnv(testnet).chain.finality).toBe('finalized');
    expect(parseServerEnv({ ...testnet, CREDIT_FINALITY: 'none' }).chain.finality).toBe('none');
    expect(() => parseServerEnv({ CREDIT_FINALITY: 'latest' })).toThrow(/CREDIT_FINALITY/);
  });

  it('takes the watcher eth_getLogs range from WATCHER_MAX_BLOCK_RANGE, a whole number of blocks from 1', () => {
    expect(parseServerEnv({ WATCHER_MAX_BLOCK_RANGE: '500' }).chain.maxBlockRange).toBe(500);
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => parseServerEnv({ WATCHER_MAX_BLOCK_RANGE: bad })).toThrow(/WATCHER_MAX_BLOCK_RANGE/);
  });

  it('takes the idle watcher interval from WATCHER_IDLE_POLL_SECONDS, 720 s unless set (server/README.md)', () => {
    expect(parseServerEnv({}).watcherIdlePollMs).toBe(720_000);
    expect(parseServerEnv({ WATCHER_IDLE_POLL_SECONDS: '600' }).watcherIdlePollMs).toBe(600_000);
    for (const bad of ['0', '-1', '2.5', 'never', '86401'])
      expect(() => parseServerEnv({ WATCHER_IDLE_POLL_SECONDS: bad })).toThrow(/WATCHER_IDLE_POLL_SECONDS/);
  });

  it('reads every override, treating empty values as unset', () => {
    const config = parseServerEnv({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_ORIGIN: 'https://app.example',
      CHAIN: 'bsc',
      TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
      JWT_SECRET: strongSecret,
      RPC_URL: 'https://bsc.example/v1/key',
      PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
      TOKEN_PRICE_WEI: '5',
      COMMISSION_LEVEL1_BPS: '800',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      CSP_CONNECT_SRC: 'wss://relay.walletconnect.org https://*.walletconnect.com',
      TRUST_PROXY_HOPS: '2',
      TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8,192.0.2.7',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config).toMatchObject({
      port: 9000,
      publicOrigin: 'https://app.example',
      // A real chain credits once the payment's block is finalized too (fast finality on BSC).
      chain: { key: 'bsc', id: 56, confirmations: 3, finality: 'finalized' },
      treasury: '0x1111111111111111111111111111111111111111',
      paymentsContract: '0x2222222222222222222222222222222222222222',
      token: { priceWei: 5n },
      corsOrigins: ['https://a.example', 'https://b.example'],
      cspConnectSrc: ['wss://relay.walletconnect.org', 'https://*.walletconnect.com'],
      proxies: { hops: 2, trusted: ['10.0.0.0/8', 'fd00::/8', '192.0.2.7'] },
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
    ['TREASURY_ADDRESS', '0x70997970C51812DC3A010C7D01B50E0D17DC79C8'],
    ['TREASURY_ADDRESS', '0x70997970c51812dc3a010c7d01b50e0d17dc79C8'],
    ['TRUST_PROXY', 'true'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', '127.0.0.1/8,proxy.internal'],
    ['TRUSTED_PROXIES', '::1/129'],
    ['TRUSTED_PROXIES', '10.0.0.0/8/1'],
    ['TRUSTED_PROXIES', '300.0.0.1'],
    ['PAYMENTS_CONTRACT', '0xCa7ecbd0'],
    ['PAYMENTS_CONTRACT', '0xCA7ecbd0bCe3480E3AFD12a1703d23324CE7a4CE'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid server configuration: .*${name}`),
    );
  });
});

describe('start refusals outside the local devnet (and with DATABASE_URL)', () => {
  const safe = {
    CHAIN: 'bsc',
    TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
    JWT_SECRET: strongSecret,
    PUBLIC_ORIGIN: 'https://app.dgrid.example',
    RPC_URL: 'https://bsc.example/v3/key',
    PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
  };

  it('starts with a safe production configuration', () => {
    expect(parseServerEnv(safe)).toMatchObject({ chain: { key: 'bsc', id: 56 } });
    expect(parseServerEnv({ ...safe, CHAIN: 'bsc-testnet' }).chain.id).toBe(97);
  });

  it.each([
    ['TREASURY_ADDRESS', undefined, /TREASURY_ADDRESS: must be set on CHAIN=bsc/],
    [
      'TREASURY_ADDRESS',
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      /TREASURY_ADDRESS: is the zero address or an account of the public test mnemonic/,
    ],
    [
      'TREASURY_ADDRESS',
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      /TREASURY_ADDRESS: must be EIP-55 checksummed/,
    ],
    ['JWT_SECRET', undefined, /JWT_SECRET: must be set on CHAIN=bsc/],
    ['JWT_SECRET', 'my-super-secret-key-for-production-use-12345', /JWT_SECRET: too weak/],
    ['JWT_SECRET', 'ab'.repeat(32), /JWT_SECRET: too weak/],
    ['JWT_SECRET', '3f9a0c7e5b1d4a2f8e6c0b9d7a5f3e1c', /JWT_SECRET: too weak/],
    ['JWT_SECRET', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', /JWT_SECRET: too weak/],
    ['PUBLIC_ORIGIN', undefined, /PUBLIC_ORIGIN: must be set to the app's https:\/\/ origin/],
    [
      'PUBLIC_ORIGIN',
      'http://app.dgrid.example',
      /PUBLIC_ORIGIN: must be set to the app's https:\/\/ origin/,
    ],
    ['RPC_URL', undefined, /RPC_URL: must be set on CHAIN=bsc/],
    ['PAYMENTS_CONTRACT', undefined, /PAYMENTS_CONTRACT: must be set on CHAIN=bsc/],
  ])('refuses %s=%s with one line naming it', (name, value, message) => {
    const call = () => parseServerEnv({ ...safe, [name]: value });
    expect(call).toThrow(message);
    expect(call).toThrow(/^Refusing to start: [^\n]+$/);
  });

  it('never echoes the secret it refuses', () => {
    const weak = 'my-super-secret-key-for-production-use-12345';
    expect(() => parseServerEnv({ ...safe, JWT_SECRET: weak })).toThrow(expect.not.stringContaining(weak));
  });

  it('with DATABASE_URL needs JWT_SECRET from configuration, strong, even on the devnet', () => {
    const databaseUrl = 'postgres://u@127.0.0.1:5432/db';
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl })).toThrow(
      /JWT_SECRET: must be set with DATABASE_URL/,
    );
    expect(() => parseServerEnv({ DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /JWT_SECRET: too weak/,
    );
    expect(parseServerEnv({ DATABASE_URL: databaseUrl, JWT_SECRET: strongSecret }).jwtSecret).toBe(
      strongSecret,
    );
  });

  it('measures secret entropy from the encoding of random keys', () => {
    expect(secretEntropyBits(strongSecret)).toBe(256);
    expect(secretEntropyBits('q7Vw9Zk2LpXr4TfB8nYs1HcJ6mGd3RaE0uWx5KbN-_o')).toBe(256); // base64url of 32 bytes
    expect(secretEntropyBits('hunter2hunter2hunter2hunter2hunter2hunter2hunter2')).toBe(0);
    expect(secretEntropyBits('correct horse battery staple correct horse battery')).toBe(0);
  });

  it('credits every secret `openssl rand -hex 32` could print, including one that misses some hex digits', () => {
    // 64 random hex digits lack one of the 16 about one time in four: such a key is as strong as any other.
    expect(secretEntropyBits('3a91c07e5bd2846e19ac3570db8e2641c9ae7d03b5184e26da0c97b3e51482ad')).toBe(256); // no f

    for (let i = 0; i < 200; i++) expect(secretEntropyBits(randomBytes(32).toString('hex'))).toBe(256);
  });

  it('credits nothing to a sequence, however many characters and kinds of them it has', () => {
    for (const sequential of [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
      'zyxwvutsrqponmlkjihgfedcbaZYXWVUTSRQPONMLKJIHGFEDCBA9876543210',
      '0123456789abcdef0123456789ABCDEF0123456789abcdef0123456789abcdeF',
      '9f3a7c1e5b2d8046abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789Zz',
      '1111111111222222222233333333334444444444abcdefabcdef5555555555ff',
    ])
      expect(secretEntropyBits(sequential), sequential).toBe(0);
  });

  it('takes credentials out of text bound for a log', () => {
    const line =
      'fetch failed: https://user:pw@bsc.example/v3/abc123?key=k postgres://dgrid:s3cret@db:5432/app';
    const redacted = redactSecrets(line, ['s3cret']);
    expect(redacted).toBe('fetch failed: https://***@bsc.example/*** postgres://***@db:5432/***');
    expect(redactSecrets(`token signed with ${strongSecret}`, [strongSecret])).toBe('token signed with ***');
  });
});
