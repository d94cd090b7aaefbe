import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AuthStatus, type ConnectionEvent, connectionMachine } from './connection.machine';
import { connectionStatusOf } from './connection-status';

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const connectedOn = (chainId: number): ConnectionEvent => ({ type: 'wallet.connected', address, chainId });

function start(auth?: AuthStatus) {
  const disconnects: number[] = [];
  const actor = createActor(
    connectionMachine.provide({ actions: { disconnectWallet: () => void disconnects.push(1) } }),
    { input: { supportedChainIds: [97], auth } },
  ).start();
  const status = () => actor.getSnapshot().value.status;
  const modal = () => actor.getSnapshot().value.modal;
  const can = (type: ConnectionEvent['type']) => actor.getSnapshot().can({ type } as ConnectionEvent);
  return { actor, status, modal, can, disconnects };
}

describe('connection machine', () => {
  it('default: loading until the wallet watcher reports, with no modal available', () => {
    const { status, can, actor } = start('unauthenticated');
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    for (const type of ['user.openConnectModal', 'user.openAccountModal', 'user.openChainModal'] as const)
      expect(can(type)).toBe(false);
  });

  it.each([
    ['disconnected', 'loading', 'disconnected'],
    ['disconnected', 'authenticated', 'disconnected'],
    ['connected', 'loading', 'loading'],
    ['connected', 'unauthenticated', 'unauthenticated'],
    ['connected', 'authenticated', 'connected'],
    ['unknown', 'authenticated', 'loading'],
  ] as const)('behavior: wallet %s + session %s → %s', (wallet, auth, expected) => {
    expect(connectionStatusOf({ wallet, auth })).toBe(expected);
    const { actor, status } = start(auth);
    if (wallet !== 'unknown')
      actor.send(wallet === 'connected' ? connectedOn(97) : { type: 'wallet.disconnected' });
    expect(status()).toBe(expected);
    expect(actor.getSnapshot().hasTag(expected)).toBe(true);
  });

  it('behavior: the connect modal opens when disconnected and goes on to sign-in when the wallet connects', () => {
    const { actor, modal, can } = start('unauthenticated');
    actor.send({ type: 'wallet.disconnected' });
    expect(can('user.openSignInModal')).toBe(false);
    actor.send({ type: 'user.openConnectModal' });
    expect(actor.getSnapshot().hasTag('connectModalOpen')).toBe(true);
    actor.send(connectedOn(97));
    expect(modal()).toBe('signIn');
    expect(actor.getSnapshot().hasTag('signInModalOpen')).toBe(true);
  });

  it('behavior: the connect modal remembers the wallet it was opened on ("Continue with"), each opening anew', () => {
    const { actor } = start('unauthenticated');
    actor.send({ type: 'wallet.disconnected' });
    actor.send({ type: 'user.openConnectModal', walletId: 'metaMask' });
    expect(actor.getSnapshot().context.chosenWalletId).toBe('metaMask');
    actor.send({ type: 'user.closeModal' });
    // Closing clears it (the kit's WalletButton forgets its connector when the modal closes).
    expect(actor.getSnapshot().context.chosenWalletId).toBeNull();
    actor.send({ type: 'user.openConnectModal' });
    expect(actor.getSnapshot().context.chosenWalletId).toBeNull();
  });

  it('behavior: connecting with a session already open closes the connect modal', () => {
    const { actor, modal, status } = start('authenticated');
    actor.send({ type: 'wallet.disconnected' });
    actor.send({ type: 'user.openConnectModal' });
    actor.send(connectedOn(97));
    expect(modal()).toBe('closed');
    expect(status()).toBe('connected');
  });

  it('behavior: signed out, "connect" opens sign-in; cancelling the sign-in attempt closes it and disconnects', () => {
    const { actor, modal, disconnects } = start('unauthenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openConnectModal' });
    expect(modal()).toBe('signIn');
    const signIn = actor.getSnapshot().children.signIn;
    expect(signIn?.getSnapshot().context).toMatchObject({ address, chainId: 97 });
    signIn?.send({ type: 'user.cancel' });
    expect(modal()).toBe('closed');
    expect(disconnects).toHaveLength(1);
  });

  it('behavior: an account change while signing in starts the attempt over for the new account', () => {
    const { actor } = start('unauthenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openSignInModal' });
    const signIn = actor.getSnapshot().children.signIn;
    const other = '0xad7fFe8769843B4C6126C81D06555cE501ed85Df';
    actor.send({ type: 'wallet.accountChanged', address: other });
    expect(actor.getSnapshot().children.signIn).toBe(signIn);
    expect(signIn?.getSnapshot().context).toMatchObject({ address: other, message: null });
    expect(signIn?.getSnapshot().hasTag('preparing')).toBe(true);
  });

  it('behavior: a session opened elsewhere closes the sign-in modal without disconnecting', () => {
    const { actor, modal, status, disconnects } = start('unauthenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openSignInModal' });
    actor.send({ type: 'session.authenticated' });
    expect([status(), modal()]).toEqual(['connected', 'closed']);
    expect(disconnects).toHaveLength(0);
  });

  it('behavior: the account modal needs a configured chain, the chain modal only a connection', () => {
    const { actor, can } = start('authenticated');
    actor.send(connectedOn(1));
    expect(can('user.openAccountModal')).toBe(false);
    expect(can('user.openChainModal')).toBe(true);
    actor.send({ type: 'wallet.chainChanged', chainId: 97 });
    expect(can('user.openAccountModal')).toBe(true);
  });

  it('behavior: the account modal closes when the wallet moves to an unconfigured chain', () => {
    const { actor, modal } = start('authenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openAccountModal' });
    actor.send({ type: 'wallet.chainChanged', chainId: 97 });
    expect(modal()).toBe('account');
    actor.send({ type: 'wallet.chainChanged', chainId: 56 });
    expect(modal()).toBe('closed');
  });

  it.each([
    ['wallet.disconnected', { type: 'wallet.disconnected' }],
    ['wallet.connected', connectedOn(97)],
    ['session.unauthenticated', { type: 'session.unauthenticated' }],
  ] as const)('behavior: %s closes the account and the chain modal', (_, event) => {
    for (const opener of ['user.openAccountModal', 'user.openChainModal'] as const) {
      const { actor, modal } = start('authenticated');
      actor.send(connectedOn(97));
      actor.send({ type: opener });
      expect(modal()).not.toBe('closed');
      actor.send(event);
      expect(modal()).toBe('closed');
    }
  });

  it('behavior: Disconnect in the account modal disconnects and closes it', () => {
    const { actor, modal, disconnects } = start('authenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openAccountModal' });
    actor.send({ type: 'user.disconnect' });
    expect(modal()).toBe('closed');
    expect(disconnects).toHaveLength(1);
  });

  it('behavior: repeating the current session status leaves an open modal alone', () => {
    const { actor, modal } = start('authenticated');
    actor.send(connectedOn(97));
    actor.send({ type: 'user.openChainModal' });
    actor.send({ type: 'session.authenticated' });
    expect(modal()).toBe('chain');
  });
});
