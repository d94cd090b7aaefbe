import { parseServerEnv, type ServerConfig } from '../env';

/** The default configuration as a fresh deployment has it, with a fixed secret and roomy rate limits. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return parseServerEnv({
    PUBLIC_ORIGIN: 'http://127.0.0.1:8080',
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_GET_CODE_PER_IP: '100000',
    RATE_LIMIT_GET_CODE_PER_ADDRESS: '100000',
    RATE_LIMIT_CHALLENGE_PER_IP: '100000',
    RATE_LIMIT_CHALLENGE_PER_ADDRESS: '100000',
    ...env,
  });
}
