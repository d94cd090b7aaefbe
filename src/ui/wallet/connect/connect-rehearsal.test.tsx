import { productWallets } from '@test/views/support/connect-wallet-fixtures';
import { connectionWithConnectDialog } from '@test/views/support/connection-with-dialog';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { createWalletI18n } from '@/i18n/wallet-i18n';
import type { connectionMachine } from '@/machines/connection/connection.machine';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ConnectRehearsal, type ScheduleIdle } from './connect-rehearsal';

type Connection = ActorRefFrom<typeof connectionMachine>;

/** The live wallet list as the rehearsal reads it, with its first reading handed in by the test. */
function walletList(loadedAtStart: boolean) {
  let loaded = loadedAtStart;
  const waiting = new Set<() => void>();
  const list = {
    getSnapshot: () => productWallets,
    getUnmergedSnapshot: () => productWallets,
    isLoaded: () => loaded,
    subscribe: () => () => undefined,
    whenLoaded(task: () => void) {
      if (loaded) {
        task();
        return () => undefined;
      }
      waiting.add(task);
      return () => void waiting.delete(task);
    },
    stop: () => undefined,
  };
  const load = () => {
    loaded = true;
    for (const task of waiting) task();
    waiting.clear();
  };
  return { list, load };
}

/** Idle moments the test hands out: what the rehearsal asked to run when the page is idle. */
function idleMoments() {
  const pending = new Set<() => void>();
  const scheduleIdle: ScheduleIdle = (task) => {
    pending.add(task);
    return () => void pending.delete(task);
  };
  const runIdle = () =>
    act(() => {
      for (const task of pending) task();
      pending.clear();
    });
  return { scheduleIdle, runIdle, requested: () => pending.size };
}

function CaptureConnection({ into }: { into: { actor?: Connection } }) {
  into.actor = ConnectionActor.useActorRef();
  return null;
}

/** What a dialog opened now starts with: the product's wallets, no recents, a desktop window. */
const readOpening = () => ({
  wallets: productWallets,
  recentWalletIds: [],
  width: 1280,
  layout: 'desktop' as const,
  chosenWalletId: null,
});

function renderRehearsal({ loaded = true } = {}) {
  const captured: { actor?: Connection } = {};
  const wallets = walletList(loaded);
  const idle = idleMoments();
  render(
    <I18nextProvider i18n={createWalletI18n()}>
      <ViewportActor.Provider>
        <ConnectionActor.Provider
          logic={connectionWithConnectDialog({ wallets: productWallets })}
          options={{ input: { supportedChainIds: [97] } }}
        >
          <CaptureConnection into={captured} />
          <ConnectRehearsal
            whenWalletsLoaded={wallets.list.whenLoaded}
            readOpening={readOpening}
            learnMoreUrl="https://learn.example"
            scheduleIdle={idle.scheduleIdle}
          />
        </ConnectionActor.Provider>
      </ViewportActor.Provider>
    </I18nextProvider>,
  );
  return { connection: () => captured.actor as Connection, load: wallets.load, ...idle };
}

const rehearsedDialog = () => document.querySelector('[data-rehearsal] [role="dialog"]');
const rehearsal = () => document.querySelector('[data-rehearsal]');

describe('the connect dialog rehearsed while Connect Wallet is on offer', () => {
  afterEach(() => cleanup());

  it('renders the wallet list unseen once the page is idle, then removes it, never showing a dialog', async () => {
    const { connection, runIdle, requested } = renderRehearsal();
    act(() => connection().send({ type: 'wallet.disconnected' }));
    expect(rehearsal()).toBeNull();
    runIdle();
    expect(rehearsedDialog()).toHaveTextContent('Connect a wallet');
    expect(rehearsedDialog()).toHaveTextContent('MetaMask');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rehearsal()).toBeNull());
    // Once per page: nothing more is asked of the idle page.
    expect(requested()).toBe(0);
  });

  it('waits for the wallet list to be read before asking for an idle moment', () => {
    const { connection, load, runIdle, requested } = renderRehearsal({ loaded: false });
    act(() => connection().send({ type: 'wallet.disconnected' }));
    expect(requested()).toBe(0);
    act(load);
    expect(requested()).toBe(1);
    runIdle();
    expect(rehearsedDialog()).toHaveTextContent('Connect a wallet');
  });

  it('does nothing while the wallet is still restoring its connection (Connect may never be offered)', () => {
    const { requested } = renderRehearsal();
    expect(requested()).toBe(0);
    expect(rehearsal()).toBeNull();
  });

  it('does nothing after the visitor opened the real dialog: that opening paid the same costs', () => {
    const { connection, load, requested } = renderRehearsal({ loaded: false });
    act(() => {
      connection().send({ type: 'wallet.disconnected' });
      connection().send({ type: 'user.openConnectModal' });
    });
    expect(connection().getSnapshot().hasTag('connectModalOpen')).toBe(true);
    act(() => connection().send({ type: 'user.closeModal' }));
    act(load);
    expect(requested()).toBe(0);
    expect(rehearsal()).toBeNull();
  });

  it('stops when the visitor opens the real dialog in the middle of it', () => {
    const { connection, runIdle } = renderRehearsal();
    act(() => connection().send({ type: 'wallet.disconnected' }));
    runIdle();
    expect(rehearsal()).not.toBeNull();
    act(() => connection().send({ type: 'user.openConnectModal' }));
    expect(rehearsal()).toBeNull();
  });
});
