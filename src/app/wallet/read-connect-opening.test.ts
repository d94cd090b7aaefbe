import { walletOption } from '@test/support/connect-flow-actor';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import type { WalletList } from '@/api/chain/wallet-list';
import { addRecentWalletId } from '@/api/storage/wallet-recents';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { createReadConnectOpening } from './read-connect-opening';

const option = (id: string) => walletOption(id, true);

/** A wallet list whose readings the test hands in, as browser wallets would announce themselves. */
function controllableList() {
  const listeners = new Set<() => void>();
  let merged: WalletOption[] = [];
  let unmerged: WalletOption[] = [];
  let loaded = false;
  const list: WalletList = {
    getSnapshot: () => merged,
    getUnmergedSnapshot: () => unmerged,
    isLoaded: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    whenLoaded(task) {
      if (loaded) {
        task();
        return () => undefined;
      }
      const listener = () => {
        listeners.delete(listener);
        task();
      };
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: () => listeners.clear(),
  };
  const read = (next: { merged: WalletOption[]; unmerged: WalletOption[] }) => {
    merged = next.merged;
    unmerged = next.unmerged;
    loaded = true;
    for (const listener of [...listeners]) listener();
  };
  return { list, read, listening: () => listeners.size };
}

/** Runs the reader as the connection does (an invoked child) and keeps what it sends back. */
function runReader(list: WalletList, chosenWalletId: string | null) {
  const received: EventObject[] = [];
  const parent = createMachine({
    invoke: {
      src: createReadConnectOpening({ wallets: list, layout: 'mobile', readWidth: () => 390 }),
      input: { chosenWalletId },
    },
    on: { '*': { actions: ({ event }) => received.push(event) } },
  });
  const actor = createActor(parent).start();
  return { received, stop: () => actor.stop() };
}

describe('the connect modal’s opening reader', () => {
  it('answers in the same step when the list has its first reading: the merged list, recents, width and layout', () => {
    const { list, read } = controllableList();
    read({ merged: [option('metaMask')], unmerged: [option('metaMask'), option('okx')] });
    localStorage.clear();
    addRecentWalletId('okx');

    const { received } = runReader(list, null);

    expect(received).toEqual([
      {
        type: 'connect.openingRead',
        opening: { wallets: [option('metaMask')], recentWalletIds: ['okx'], width: 390, layout: 'mobile' },
      },
    ]);
  });

  it('waits for the first reading, never opening on an empty list, then stops listening', () => {
    const { list, read, listening } = controllableList();
    const { received } = runReader(list, null);
    expect(received).toEqual([]);
    expect(listening()).toBe(1);

    read({ merged: [option('rainbow')], unmerged: [option('rainbow')] });

    expect(received.map((event) => event.type)).toEqual(['connect.openingRead']);
    expect(listening()).toBe(0);
  });

  it('a wallet button’s opening gets every configured wallet, the ones a browser wallet shadows included', () => {
    const { list, read } = controllableList();
    read({ merged: [option('metaMask')], unmerged: [option('metaMask'), option('okx')] });

    const { received } = runReader(list, 'okx');

    expect(received[0]).toMatchObject({ opening: { wallets: [option('metaMask'), option('okx')] } });
  });

  it('a dialog closed before the first reading stops listening', () => {
    const { list, listening } = controllableList();
    const { stop } = runReader(list, null);
    stop();
    expect(listening()).toBe(0);
  });
});
