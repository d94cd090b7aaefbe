import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromTransition } from 'xstate';
import { CONNECT_CLICKED, connectClicksMachine } from './connect-clicks.machine';

/** A wallet system stand-in that keeps the clicks handed to it. */
const recordingWalletSystem = () =>
  createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
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
    expect(wallet.getSnapshot().context).toEqual([CONNECT_CLICKED]);
    actor.send(CONNECT_CLICKED);
    expect(wallet.getSnapshot().context).toEqual([CONNECT_CLICKED, CONNECT_CLICKED]);
  });

  it('sends later clicks to a wallet started again, and the one before hears no more', () => {
    const actor = createActor(connectClicksMachine).start();
    const first = recordingWalletSystem();
    const again = recordingWalletSystem();
    actor.send({ type: 'walletSystem.started', walletSystem: first });
    actor.send({ type: 'walletSystem.started', walletSystem: again });
    actor.send(CONNECT_CLICKED);
    expect(first.getSnapshot().context).toEqual([]);
    expect(again.getSnapshot().context).toEqual([CONNECT_CLICKED]);
  });
});
