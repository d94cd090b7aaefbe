import { type Config, getAccount, watchAccount as watchWagmiAccount } from '@wagmi/core';
import type { Address } from 'viem';
import { type WalletConnector, walletIdOf } from './wallet-connectors';

/** The wallet connection as machines see it: plain data. */
export interface WalletAccount {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  address?: Address;
  /** The wallet's chain, which may be one the app does not support. */
  chainId?: number;
  /** RainbowKit wallet id (or rdns) of the connected wallet. */
  walletId?: string;
  isChainSupported: boolean;
}

/** The current connection, read from the config. */
export function readWalletAccount(config: Config): WalletAccount {
  const account = getAccount(config);
  const chainId = account.chainId;
  const result: WalletAccount = {
    status: account.status,
    isChainSupported: chainId !== undefined && config.chains.some((chain) => chain.id === chainId),
  };
  if (account.address) result.address = account.address;
  if (chainId !== undefined) result.chainId = chainId;
  if (account.connector) result.walletId = walletIdOf(account.connector as WalletConnector);
  return result;
}

/** Events the wallet watcher sends to machines. */
export type WalletAccountEvent =
  | { type: 'wallet.connecting'; reconnecting: boolean }
  | {
      type: 'wallet.connected';
      address: Address;
      chainId: number;
      walletId?: string;
      isChainSupported: boolean;
    }
  | { type: 'wallet.disconnected' }
  | { type: 'wallet.accountChanged'; address: Address }
  | { type: 'wallet.chainChanged'; chainId: number; isChainSupported: boolean };

function statusEvent(account: WalletAccount): WalletAccountEvent | undefined {
  if (account.status === 'disconnected') return { type: 'wallet.disconnected' };
  if (account.status !== 'connected') {
    return { type: 'wallet.connecting', reconnecting: account.status === 'reconnecting' };
  }
  if (!account.address || account.chainId === undefined) return undefined;
  const event: WalletAccountEvent = {
    type: 'wallet.connected',
    address: account.address,
    chainId: account.chainId,
    isChainSupported: account.isChainSupported,
  };
  if (account.walletId) event.walletId = account.walletId;
  return event;
}

/** The event that tells a freshly started machine where the connection stands. */
export function initialAccountEvent(account: WalletAccount): WalletAccountEvent | undefined {
  return statusEvent(account);
}

/** What changed between two readings, as events (status first, then account, then chain). */
export function accountEvents(previous: WalletAccount, next: WalletAccount): WalletAccountEvent[] {
  if (previous.status !== next.status) {
    const event = statusEvent(next);
    return event ? [event] : [];
  }
  if (next.status !== 'connected') return [];
  const events: WalletAccountEvent[] = [];
  if (next.address && next.address !== previous.address) {
    events.push({ type: 'wallet.accountChanged', address: next.address });
  }
  if (next.chainId !== undefined && next.chainId !== previous.chainId) {
    events.push({
      type: 'wallet.chainChanged',
      chainId: next.chainId,
      isChainSupported: next.isChainSupported,
    });
  }
  return events;
}

export interface WatchAccountParameters {
  onChange: (account: WalletAccount, previous: WalletAccount) => void;
}
export type WatchAccountReturnType = () => void;

/** Calls `onChange` whenever the address, chain, wallet or status changes. Returns the unsubscribe function. */
export function watchAccount(config: Config, { onChange }: WatchAccountParameters): WatchAccountReturnType {
  let previous = readWalletAccount(config);
  return watchWagmiAccount(config, {
    onChange() {
      const next = readWalletAccount(config);
      const before = previous;
      previous = next;
      onChange(next, before);
    },
  });
}
