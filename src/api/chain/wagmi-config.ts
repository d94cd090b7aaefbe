import { connectorsForWallets, type WalletList } from '@rainbow-me/rainbowkit';
import { type Config, type CreateConnectorFn, createConfig, type Storage } from '@wagmi/core';
import type { Chain, Transport } from 'viem';
import { chainSetup } from '@/config/chains';
import { walletAppInfo, walletConnectProjectId, walletList } from '@/config/wallets';
import { withFeeSettings } from './fee-settings';
import { validateWalletSetup } from './validate-wallet-setup';
import { isRemoteSessionConnector } from './wallet-connectors';

export interface CreateWagmiConfigParameters {
  /** The one chain the app transacts on (wallets are only offered this one). */
  chain: Chain;
  /** A transport per chain id: the configured chain and mainnet (names). */
  transports: Record<number, Transport>;
  walletList: WalletList;
  /** Shown to wallets that display who is asking to connect. */
  appName: string;
  /** WalletConnect Cloud project id; the placeholder is replaced by a default. */
  projectId: string | undefined;
  baseFeeMultiplier?: number;
  /** Connectors added after the wallet list (tests add wagmi's `mock` connector here). */
  connectors?: readonly CreateConnectorFn[];
  /** EIP-6963 discovery of installed wallets; on unless turned off. */
  multiInjectedProviderDiscovery?: boolean;
  /** wagmi's persistence (localStorage by default); `null` keeps nothing. */
  storage?: Storage | null;
  /** How often receipt waits and watchers poll the node (ms). */
  pollingIntervalMs?: number;
}

/**
 * wagmi's default is 4 s; BSC makes a block every 0.75 s and the devnet mines at once, so a
 * payment would otherwise look pending for seconds after it is in.
 */
const defaultPollingIntervalMs = 1_000;

/**
 * The same connector without its eager `setup()` when it is a remote-session one: wagmi runs
 * `setup()` for every connector inside `createConfig`, which would make the page talk to
 * WalletConnect's services before anyone picks a wallet. Nothing is lost: `connect()` (and `reconnect`)
 * initialise the provider on first use and register the listeners they need, including the
 * `display_uri` message that carries the QR/deep-link URI.
 */
function deferRemoteSessionSetup(connectorFn: CreateConnectorFn): CreateConnectorFn {
  return (parameters) => {
    const connector = connectorFn(parameters);
    if (!isRemoteSessionConnector(connector)) return connector;
    const { setup: _startsTheSdk, ...lazy } = connector;
    return lazy;
  };
}

/**
 * A @wagmi/core 2.x config: the configured chain with the product's fee settings, transports for
 * two chains, the fixed wallet list's connectors (RainbowKit wallet definitions, `rkDetails` on
 * each) and EIP-6963 discovery. Building it reaches no network.
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const { projectId } = validateWalletSetup({
    walletList: parameters.walletList,
    projectId: parameters.projectId,
  });
  const walletConnectors = connectorsForWallets(parameters.walletList, {
    projectId,
    appName: parameters.appName,
  });
  const chain = withFeeSettings(parameters.chain, { baseFeeMultiplier: parameters.baseFeeMultiplier });
  return createConfig({
    chains: [chain],
    transports: parameters.transports,
    connectors: [...walletConnectors.map(deferRemoteSessionSetup), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery ?? true,
    pollingInterval: parameters.pollingIntervalMs ?? defaultPollingIntervalMs,
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
  });
}

let productConfig: Config | undefined;

/** The product's config, built on first use (the wallet chunk calls this, never the landing page). */
export function getWagmiConfig(): Config {
  productConfig ??= createWagmiConfig({
    chain: chainSetup.chain,
    transports: chainSetup.transports,
    walletList,
    appName: walletAppInfo.appName,
    projectId: walletConnectProjectId,
  });
  return productConfig;
}
