import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import productConfig from '../vite.config';

const standInConnectors = fileURLToPath(new URL('./fixtures/wagmi-connectors.ts', import.meta.url));

/**
 * RainbowKit's wallet definitions take their connectors from `wagmi/connectors`; in this build that import gets
 * e2e/fixtures/wagmi-connectors.ts (wagmi's connectors with WalletConnect and MetaMask SDK stand-ins that need no
 * relay), except from that module itself, which re-exports the real ones. Nothing in src/ changes or knows.
 */
function relayConnectorStandIns(): Plugin {
  return {
    name: 'e2e-relay-connector-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'wagmi/connectors' || importer === standInConnectors) return null;
      return standInConnectors;
    },
  };
}

/** The product's build for the browser suite (scripts/e2e.ts): the same app, with the test relay connectors. */
export default defineConfig(async (env) =>
  mergeConfig(await productConfig(env), { plugins: [relayConnectorStandIns()] }),
);
