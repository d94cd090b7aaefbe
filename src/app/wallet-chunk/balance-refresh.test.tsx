import { QueryClientProvider } from '@tanstack/react-query';
import { createFakeApi } from '@test/support/fake-api';
import { createFakeWalletConfig, rpcMethods, testAccounts, testChain } from '@test/support/fake-wallet';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Config } from '@wagmi/core';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectWallet } from '@/api/chain/connect-wallet';
import { createWalletList } from '@/api/chain/wallet-list';
import type { TransactionStoreRef } from '@/app/wallet/actor-refs';
import { connectClicksMachine } from '@/machines/connect-clicks/connect-clicks.machine';
import { currentTransactions } from '@/machines/transaction-store/transaction-store.machine';
import { SessionActor } from '@/ui/actors/session-context';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { WalletSystemActor } from '@/ui/actors/wallet-system-context';
import { useWalletViewData } from '@/ui/wallet/wallet-view-data';
import { createAppServices } from '../app-services';
import { createWalletLogic, supportedChainIdsOf } from '../wallet/wallet-logic';
import type { WalletSystemLogic } from '../wallet/wallet-system-logic';
import { AccountViewData } from './account-view-data';
import { balanceRefresher } from './wallet-queries';
import { WalletSystemChildren } from './wallet-system-children';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ONE_BNB = '1000000000000000000';
const HALF_BNB = '500000000000000000';
const hash = `0x${'7a'.repeat(32)}`;
// Without a multicall contract viem reads the balance with eth_getBalance itself (one call per read).
const chain = { ...testChain, contracts: {} };

function receipt(status: '0x1' | '0x0') {
  return {
    transactionHash: hash,
    blockHash: `0x${'cc'.repeat(32)}`,
    blockNumber: '0x10',
    transactionIndex: '0x0',
    from: testAccounts[0],
    to: testAccounts[1],
    status,
    gasUsed: '0x5208',
    cumulativeGasUsed: '0x5208',
    effectiveGasPrice: '0x1',
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    type: '0x2',
    contractAddress: null,
  };
}

/** A node whose balance the test sets and whose receipt arrives when the test lets it. */
function fakeNode() {
  let balance = BigInt(ONE_BNB);
  const balanceReads: unknown[] = [];
  let answerReceipt: (status: '0x1' | '0x0') => void = () => undefined;
  const receiptAnswer = new Promise<ReturnType<typeof receipt>>((resolve) => {
    answerReceipt = (status) => resolve(receipt(status));
  });
  const receiptAsked = vi.fn();
  const rpc = rpcMethods({
    eth_getBalance: ([address]) => {
      balanceReads.push(address);
      return `0x${balance.toString(16)}`;
    },
    eth_getTransactionReceipt: () => {
      receiptAsked();
      return receiptAnswer;
    },
  });
  return {
    rpc,
    balanceReads,
    receiptAsked,
    answerReceipt,
    setBalance: (units: string) => {
      balance = BigInt(units);
    },
  };
}

function ShownBalance() {
  const { account } = useWalletViewData();
  return <output aria-label="balance">{account?.balance?.units ?? 'unknown'}</output>;
}

/** Hands the test the transaction store the Provider made, to send what the purchase screen sends. */
function HoldStore({ onStore }: { onStore: (store: TransactionStoreRef) => void }) {
  onStore(TransactionStoreActor.useActorRef());
  return null;
}

/** The wallet system as WalletRoot mounts it: the app area's session as its input, its children for the views. */
function WalletSystem({
  logic,
  config,
  children,
}: {
  logic: WalletSystemLogic;
  config: Config;
  children: ReactNode;
}) {
  const session = SessionActor.useActorRef();
  const [connectClicks] = useState(() => createActor(connectClicksMachine).start());
  return (
    <WalletSystemActor.Provider
      logic={logic}
      options={{
        input: {
          supportedChainIds: supportedChainIdsOf(config),
          storedTransactions: {},
          session,
          connectClicks,
        },
      }}
    >
      <WalletSystemChildren>{children}</WalletSystemChildren>
    </WalletSystemActor.Provider>
  );
}

/** The wallet chunk's wiring as WalletRoot mounts it (the balance refresh and account data), on a fake wallet and node. */
function renderWalletWiring() {
  const node = fakeNode();
  const config = createFakeWalletConfig({ wallets: [{ walletId: 'okx' }], chains: [chain], rpc: node.rpc });
  const api = createFakeApi();
  const services = createAppServices({
    navigate: vi.fn(),
    fetch: api.fetch,
    loadWallet: async () => undefined,
  });
  const logic = createWalletLogic({
    config,
    api: services.api,
    wallets: createWalletList(config),
    layout: 'desktop',
    refreshBalance: balanceRefresher(services.queryClient),
  });
  let transactionStore: TransactionStoreRef | null = null;
  const holdStore = (store: TransactionStoreRef) => {
    transactionStore = store;
  };
  render(
    <QueryClientProvider client={services.queryClient}>
      <SessionActor.Provider logic={services.sessionLogic}>
        <WalletSystem logic={logic.walletSystem} config={config}>
          <HoldStore onStore={holdStore} />
          <AccountViewData config={config}>
            <ShownBalance />
          </AccountViewData>
        </WalletSystem>
      </SessionActor.Provider>
    </QueryClientProvider>,
  );
  const store = () => {
    if (!transactionStore) throw new Error('the transaction store did not mount');
    return transactionStore;
  };
  return { node, config, store };
}

const shownBalance = () => screen.getByRole('status', { name: 'balance' });
const storedStatus = (store: TransactionStoreRef) =>
  currentTransactions(store.getSnapshot().context).find((entry) => entry.hash === hash)?.status;

describe('wallet wiring: the balance after a payment', () => {
  it.each([
    ['confirmed', '0x1'],
    ['failed (reverted: the gas is spent all the same)', '0x0'],
  ] as const)('reads the balance again once a stored transaction is %s', async (_, status) => {
    const { node, config, store } = renderWalletWiring();
    await act(() => connectWallet(config, { walletId: 'okx' }));
    await waitFor(() => expect(shownBalance()).toHaveTextContent(ONE_BNB));

    node.setBalance(HALF_BNB);
    act(() => store().send({ type: 'wallet.transactionSent', hash, description: 'Buy 1,000 DGAI' }));
    await waitFor(() => expect(node.receiptAsked).toHaveBeenCalled());
    expect(shownBalance()).toHaveTextContent(ONE_BNB);
    expect(node.balanceReads).toEqual([testAccounts[0]]);

    await act(async () => node.answerReceipt(status));
    await waitFor(() => expect(storedStatus(store())).toBe(status === '0x1' ? 'confirmed' : 'failed'));
    await waitFor(() => expect(shownBalance()).toHaveTextContent(HALF_BNB));
    expect(node.balanceReads).toEqual([testAccounts[0], testAccounts[0]]);
  });
});
