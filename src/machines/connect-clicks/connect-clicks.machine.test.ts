import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, type EventObject } from 'xstate';
import { CONNECT_CLICKED, connectClicksMachine } from './connect-clicks.machine';

/** A wallet system stand-in (a machine, as the real one is) that keeps the clicks handed to it. */
const recordingWalletSystem = () =>
  createActor(
    createMachine({
      types: {} as { context: { clicks: EventObject[] } },
      context: { clicks: [] },
      on: {
        'user.connectClicked': {
          actions: assign(({ context, event }) => ({ clicks: [...context.clicks, event] })),
        },
      },
    }),
  ).start();

// src/app/CONTEXT.md (Lazy chunks): the first Connect Wallet click loads the wallet and opens the connect dialog
// once it has loaded; docs/wallet-behaviour.md section 1: one dialog at a time.
describe('connect clicks', () => {
  it('keeps any number of clicks made before the wallet ran as one, for the wallet that asks first', () => {
    const actor = createActor(connectClicksMachine).start();
    actor.send(CONNECT_CLICKED);
    actor.send(CONNECT_CLICKED);
    const wallet = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: wallet });
    expect(wallet.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED]);
    actor.send(CONNECT_CLICKED);
    expect(wallet.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED, CONNECT_CLICKED]);
  });

  it('sends later clicks to a wallet started again, and the one before hears no more', () => {
    const actor = createActor(connectClicksMachine).start();
    const first = recordingWalletSystem();
    const again = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: first });
    actor.send({ type: 'walletSystem.started', walletSystem: again });
    actor.send(CONNECT_CLICKED);
    expect(first.getSnapshot().context.clicks).toEqual([]);
    expect(again.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED]);
  });

  // The remount gap: a click made while one wallet system is stopping and the remounted one has not started yet.
  it('keeps a click made after the wallet system stopped, for the remounted one that asks next', () => {
    const actor = createActor(connectClicksMachine).start();
    const first = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: first });
    first.stop();
    actor.send(CONNECT_CLICKED);
    const again = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: again });
    expect(first.getSnapshot().context.clicks).toEqual([]);
    expect(again.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED]);
  });

  it('treats a wallet system that stopped before its start was heard as stopped', () => {
    const actor = createActor(connectClicksMachine).start();
    const gone = recordingWalletSystem();
    gone.stop();
    actor.send({ type: 'walletSystem.started', walletSystem: gone });
    actor.send(CONNECT_CLICKED);
    const next = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: next });
    expect(next.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED]);
  });

  it('does not let the end of a replaced wallet system stop the clicks to its successor', () => {
    const actor = createActor(connectClicksMachine).start();
    const first = recordingWalletSystem();
    const again = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: first });
    actor.send({ type: 'walletSystem.started', walletSystem: again });
    first.stop();
    actor.send(CONNECT_CLICKED);
    expect(again.getSnapshot().context.clicks).toEqual([CONNECT_CLICKED]);
  });
});
