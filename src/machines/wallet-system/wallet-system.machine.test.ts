import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromCallback, fromTransition } from 'xstate';
import { CONNECT_CLICKED, connectClicksMachine } from '../connect-clicks/connect-clicks.machine';
import { type SessionPeer, walletSystemMachine } from './wallet-system.machine';

const alice = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function start(
  walletCommands: EventObject[] = [],
  connectClicks: ReturnType<typeof startConnectClicks> = startConnectClicks(),
) {
  const session = createActor(
    fromTransition(
      (received: EventObject[], event: EventObject) => [...received, event],
      [] as EventObject[],
    ),
  ).start();
  // The session stand-in has no status to report: followSession is not what this file tests.
  const actor = createActor(
    walletSystemMachine.provide({
      actors: {
        followSession: fromCallback(() => undefined) as never,
        watchWallet: fromCallback(({ receive }) => receive((command) => void walletCommands.push(command))),
      },
    }),
    {
      input: {
        supportedChainIds: [97, 56],
        session: session as unknown as SessionPeer,
        connectClicks,
      },
    },
  ).start();
  const connection = () => {
    const ref = actor.getSnapshot().children.connection;
    if (!ref) throw new Error('no connection child');
    return ref;
  };
  return { actor, session, connection };
}

const startConnectClicks = () => createActor(connectClicksMachine).start();

describe('wallet system', () => {
  // docs/wallet-behaviour.md section 1: a Connect click while disconnected opens the connect dialog; the wallet
  // chunk's root can remount (xstate runs no exit action on stop, so the stopped system cannot say it is gone).
  it('a Connect click made between a wallet system stopping and its remount starting opens the dialog', () => {
    const clicks = startConnectClicks();
    const first = start([], clicks);
    first.actor.stop();
    clicks.send(CONNECT_CLICKED);
    const remounted = start([], clicks);
    // The connect dialog opens (reading the wallet list first) once the remounted system knows the wallet.
    remounted.actor.send({ type: 'wallet.disconnected' });
    expect(remounted.connection().getSnapshot().matches({ modal: 'connect' })).toBe(true);
  });

  it('a chain change made in the wallet reaches the open network dialog, both ways', () => {
    const { actor, connection } = start();
    actor.send({ type: 'session.authenticated' });
    actor.send({ type: 'wallet.connected', address: alice, chainId: 97 });
    connection().send({ type: 'user.openChainModal' });
    const networkSwitch = () => connection().getSnapshot().children.networkSwitch;
    expect(networkSwitch()?.getSnapshot().hasTag('wrongNetwork')).toBe(false);
    actor.send({ type: 'wallet.chainChanged', chainId: 1 });
    expect(networkSwitch()?.getSnapshot().context.chainId).toBe(1);
    expect(networkSwitch()?.getSnapshot().hasTag('wrongNetwork')).toBe(true);
    actor.send({ type: 'wallet.chainChanged', chainId: 56 });
    expect(networkSwitch()?.getSnapshot().hasTag('wrongNetwork')).toBe(false);
    expect(connection().getSnapshot().hasTag('chainModalOpen')).toBe(true);
  });

  it('a disconnect ends the session only after a connection seen in this page; a chain change keeps it', () => {
    const { actor, session } = start();
    actor.send({ type: 'wallet.disconnected' });
    expect(session.getSnapshot().context).toEqual([]);
    actor.send({ type: 'wallet.connected', address: alice, chainId: 97 });
    actor.send({ type: 'wallet.chainChanged', chainId: 56 });
    actor.send({ type: 'wallet.disconnected' });
    expect(session.getSnapshot().context).toEqual([
      { type: 'wallet.accountChanged', address: alice, chainId: 97 },
      { type: 'wallet.disconnected' },
    ]);
  });

  it('a re-attached watcher repeating the connection does not close the modal the visitor opened', () => {
    const { actor, connection } = start();
    actor.send({ type: 'session.authenticated' });
    actor.send({ type: 'wallet.connected', address: alice, chainId: 97 });
    connection().send({ type: 'user.openAccountModal' });
    actor.send({ type: 'wallet.connected', address: alice, chainId: 97 });
    expect(connection().getSnapshot().hasTag('accountModalOpen')).toBe(true);
  });

  it('a disconnect made in another tab disconnects the wallet here, only while it is connected', () => {
    const commands: EventObject[] = [];
    const { actor } = start(commands);
    actor.send({ type: 'wallet.disconnectedElsewhere' });
    expect(commands).toEqual([]);
    actor.send({ type: 'wallet.connected', address: alice, chainId: 97 });
    actor.send({ type: 'wallet.disconnectedElsewhere' });
    expect(commands).toEqual([{ type: 'wallet.disconnect' }]);
    actor.send({ type: 'wallet.disconnected' });
    actor.send({ type: 'wallet.disconnectedElsewhere' });
    expect(commands).toEqual([{ type: 'wallet.disconnect' }]);
  });
});
