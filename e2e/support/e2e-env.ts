import { anvilTreasury } from '../../server/src/env';

/** Where scripts/e2e.ts builds the web app for the browser suite (its RPC URL is fixed at build time). */
export const e2eDist = '.tmp/e2e-dist';

/** Purchases are paid here; the reverted-payment journey turns it into a contract that always reverts. */
export const e2eTreasury = anvilTreasury;

/** The chain the product runs on in the suite: anvil's default. */
export const e2eChainId = 31337;

/**
 * The ports of this run. scripts/e2e.ts picks free loopback ports and passes them to Playwright, whose
 * webServer (e2e/serve.ts) and test workers read them here; the defaults serve a manual run.
 */
export function e2eEnv() {
  const webPort = Number(process.env.E2E_WEB_PORT ?? 8180);
  const rpcPort = Number(process.env.E2E_RPC_PORT ?? 8645);
  return {
    webPort,
    rpcPort,
    webUrl: `http://127.0.0.1:${webPort}`,
    rpcUrl: `http://127.0.0.1:${rpcPort}`,
  };
}
