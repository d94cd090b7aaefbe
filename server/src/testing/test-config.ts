import { parseServerEnv, type ServerConfig } from '../env';

/** What a deployment outside the devnet must set (the start refusals of config-safety.ts). */
const productionSettings = {
  TREASURY_ADDRESS: '0x1111111111111111111111111111111111111111',
  PUBLIC_ORIGIN: 'https://app.dgrid.example',
  RPC_URL: 'https://rpc.dgrid.example',
  PAYMENTS_CONTRACT: '0x2222222222222222222222222222222222222222',
};

/**
 * The default configuration as a fresh deployment has it, with a fixed (strong) secret and roomy rate
 * limits; on a chain other than the devnet, with the settings a production start requires.
 */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const remote = env.CHAIN !== undefined && env.CHAIN !== 'local';
  return parseServerEnv({
    PUBLIC_ORIGIN: 'http://127.0.0.1:8080',
    DATA_DIR: 'memory://',
    JWT_SECRET: '7d2e9b4c1a8f6e3d5b0c9a7e2f4d1b8c6a3e5f0d9b2c7a4e1f8d6b3c0a5e9f27',
    ...(remote ? productionSettings : {}),
    RATE_LIMIT_GET_CODE_PER_IP: '100000',
    RATE_LIMIT_CHALLENGE_PER_IP: '100000',
    RATE_LIMIT_ORDERS_PER_USER: '100000',
    RATE_LIMIT_CLAIMS_PER_USER: '100000',
    ...env,
  });
}
