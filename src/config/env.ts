import type { AppEnv } from './env-schema';

declare const __APP_ENV__: AppEnv;

/** The validated settings, fixed at build time by vite.config.ts (the only reader of the environment). */
export const env: AppEnv = __APP_ENV__;
