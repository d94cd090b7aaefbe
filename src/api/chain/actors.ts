import type { Config } from '@wagmi/core';
import { type EventObject, fromCallback, fromPromise } from 'xstate';
import { type ConnectWalletParameters, type ConnectWalletReturnType, connectWallet } from './connect-wallet';
import { type DisconnectWalletParameters, disconnectWallet } from './disconnect-wallet';
import { type GetBalanceParameters, type GetBalanceReturnType, getBalance } from './get-balance';
import { type GetChainIdReturnType, getChainId } from './get-chain-id';
import { type ReconnectWalletReturnType, reconnectWallet } from './reconnect-wallet';
import { type ResolveNameParameters, type ResolveNameReturnType, resolveName } from './resolve-name';
import {
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './send-transaction';
import { type SignMessageParameters, type SignMessageReturnType, signMessage } from './sign-message';
import { type SwitchChainParameters, type SwitchChainReturnType, switchChain } from './switch-chain';
import {
  type WaitForReceiptParameters,
  type WaitForReceiptReturnType,
  waitForReceipt,
} from './wait-for-receipt';
import { type GetWalletEntriesParameters, getWalletEntries, type WalletEntry } from './wallet-metadata';
import { accountEvents, initialAccountEvent, readWalletAccount, watchAccount } from './watch-account';
import { type WalletUris, watchConnectUri } from './watch-connect-uri';
import { watchWallets } from './watch-wallets';

/** Sent by `watchConnectUri` whenever the chosen wallet has a (new) pairing URI. */
export type WalletUriEvent = { type: 'wallet.uri'; uris: WalletUris };
/** Sent by `watchWallets` with the whole list, at start and when it changes. */
export type WalletListEvent = { type: 'wallet.listChanged'; wallets: WalletEntry[] };
export type { WalletAccountEvent } from './watch-account';

export type ConnectWalletInput = Omit<ConnectWalletParameters, 'onUri'>;
export type WatchConnectUriInput = { walletId: string; walletConnectModal?: boolean };

/**
 * The real wallet actors, keyed by the names machines declare them under, for
 * `machine.provide({ actors })`. Promise actors reject with a `WalletError` (`error.code`).
 */
export function createChainActors(config: Config) {
  return {
    getChainId: fromPromise<GetChainIdReturnType>(() => getChainId(config)),
    connectWallet: fromPromise<ConnectWalletReturnType, ConnectWalletInput>(({ input }) =>
      connectWallet(config, input),
    ),
    watchConnectUri: fromCallback<EventObject, WatchConnectUriInput>(({ input, sendBack }) =>
      watchConnectUri(config, {
        ...input,
        onUri: (uris) => sendBack({ type: 'wallet.uri', uris } satisfies WalletUriEvent),
      }),
    ),
    disconnectWallet: fromPromise<undefined, DisconnectWalletParameters | undefined>(({ input }) =>
      disconnectWallet(config, input ?? {}),
    ),
    reconnectWallet: fromPromise<ReconnectWalletReturnType>(() => reconnectWallet(config)),
    watchAccount: fromCallback<EventObject>(({ sendBack }) => {
      const initial = initialAccountEvent(readWalletAccount(config));
      if (initial) sendBack(initial);
      return watchAccount(config, {
        onChange: (next, previous) => {
          for (const event of accountEvents(previous, next)) sendBack(event);
        },
      });
    }),
    getWalletEntries: fromPromise<WalletEntry[], GetWalletEntriesParameters | undefined>(({ input }) =>
      getWalletEntries(config, input ?? {}),
    ),
    watchWallets: fromCallback<EventObject, GetWalletEntriesParameters | undefined>(({ input, sendBack }) =>
      watchWallets(config, {
        ...input,
        onChange: (wallets) => sendBack({ type: 'wallet.listChanged', wallets } satisfies WalletListEvent),
      }),
    ),
    signMessage: fromPromise<SignMessageReturnType, SignMessageParameters>(({ input }) =>
      signMessage(config, input),
    ),
    switchChain: fromPromise<SwitchChainReturnType, SwitchChainParameters>(({ input }) =>
      switchChain(config, input),
    ),
    getBalance: fromPromise<GetBalanceReturnType, GetBalanceParameters>(({ input }) =>
      getBalance(config, input),
    ),
    resolveName: fromPromise<ResolveNameReturnType, ResolveNameParameters>(({ input }) =>
      resolveName(config, input),
    ),
    sendTransaction: fromPromise<SendTransactionReturnType, SendTransactionParameters>(({ input }) =>
      sendTransaction(config, input),
    ),
    waitForReceipt: fromPromise<WaitForReceiptReturnType, Omit<WaitForReceiptParameters, 'signal'>>(
      ({ input, signal }) => waitForReceipt(config, { ...input, signal }),
    ),
  };
}

export type ChainActors = ReturnType<typeof createChainActors>;
