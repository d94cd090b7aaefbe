import { walletOption } from '@test/support/connect-flow-actor';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromCallback, sendTo, setup } from 'xstate';
import type { SignInOutput, signInMachine } from '../sign-in/sign-in.machine';
import { type ConnectionEvent, connectionMachine, type ReadConnectOpeningInput } from './connection.machine';

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const other = '0xad7fFe8769843B4C6126C81D06555cE501ed85Df';
const connected: ConnectionEvent = { type: 'wallet.connected', address, chainId: 97 };
const session = { token: 'token-from-the-server', expiresAt: '2026-01-01T00:05:00.000Z' };

/** A sign-in attempt that has already ended as given (its own machine covers how it gets there). */
const endedSignIn = (output: SignInOutput) =>
  createMachine({
    initial: 'ended',
    states: { ended: { type: 'final' } },
    output: () => output,
  }) as unknown as typeof signInMachine;

/** The connection under a parent that keeps what the connection tells it (the wallet system's place). */
function underParent(connection: typeof connectionMachine) {
  const told: AnyEventObject[] = [];
  const parent = setup({ actors: { connection } }).createMachine({
    invoke: {
      id: 'connection',
      src: 'connection',
      input: { supportedChainIds: [97], auth: 'unauthenticated' },
    },
    on: {
      'auth.signedIn': { actions: ({ event }) => void told.push(event) },
      '*': { actions: sendTo('connection', ({ event }) => event as ConnectionEvent) },
    },
  });
  const actor = createActor(parent).start();
  return { actor, told, child: () => actor.getSnapshot().children.connection };
}

describe('connection machine: what its dialogs start and report', () => {
  it('behavior: a verified sign-in hands the session its token and closes the dialog (wallet-behaviour 7, 8)', () => {
    const disconnects: number[] = [];
    const { actor, told, child } = underParent(
      connectionMachine.provide({
        actors: { signIn: endedSignIn({ outcome: 'signedIn', session }) },
        actions: { disconnectWallet: () => void disconnects.push(1) },
      }),
    );
    actor.send(connected);
    actor.send({ type: 'user.openSignInModal' });
    expect(told).toEqual([{ type: 'auth.signedIn', token: 'token-from-the-server' }]);
    expect(child()?.getSnapshot().value.modal).toBe('closed');
    expect(disconnects).toEqual([]);
  });

  it('behavior: a cancelled sign-in tells the session nothing (wallet-behaviour 7)', () => {
    const { actor, told } = underParent(
      connectionMachine.provide({ actors: { signIn: endedSignIn({ outcome: 'cancelled' }) } }),
    );
    actor.send(connected);
    actor.send({ type: 'user.openSignInModal' });
    expect(told).toEqual([]);
  });

  it('behavior: a wallet button opens the dialog on its wallet: the list is read for it, the dialog opens compact on it (wallet-behaviour 2, 6.1)', () => {
    const reads: ReadConnectOpeningInput[] = [];
    const actor = createActor(
      connectionMachine.provide({
        actors: {
          readConnectOpening: fromCallback<ConnectionEvent, ReadConnectOpeningInput>(({ input }) => {
            reads.push(input);
          }),
        },
      }),
      { input: { supportedChainIds: [97] } },
    ).start();
    actor.send({ type: 'wallet.disconnected' });
    actor.send({ type: 'user.openConnectModal', walletId: 'metaMask' });
    expect(reads).toEqual([{ chosenWalletId: 'metaMask' }]);
    const wallets = [walletOption('metaMask', true), walletOption('rainbow', true)];
    actor.send({
      type: 'connect.openingRead',
      opening: { wallets, recentWalletIds: [], width: 1280, layout: 'desktop' },
    });
    const flow = actor.getSnapshot().children.connectFlow?.getSnapshot();
    expect(flow?.context.chosenWalletId).toBe('metaMask');
    expect(flow?.context.narrow).toBe(false);
    expect(flow?.context.wallets.map(({ id }) => id)).toEqual(['metaMask', 'rainbow']);
  });

  it('behavior: the sign-in attempt follows the wallet to another account and chain', () => {
    const actor = createActor(connectionMachine, {
      input: { supportedChainIds: [97], auth: 'unauthenticated' },
    }).start();
    actor.send(connected);
    actor.send({ type: 'user.openSignInModal' });
    const signIn = () => actor.getSnapshot().children.signIn?.getSnapshot().context;
    expect(signIn()).toMatchObject({ address, chainId: 97 });
    actor.send({ type: 'wallet.chainChanged', chainId: 56 });
    expect(signIn()).toMatchObject({ address, chainId: 56 });
    actor.send({ type: 'wallet.accountChanged', address: other });
    expect(signIn()).toMatchObject({ address: other, chainId: 56 });
  });

  it('behavior: the network dialog lists the configured chains and follows the wallet (wallet-behaviour 10)', () => {
    const actor = createActor(connectionMachine, {
      input: { supportedChainIds: [97, 56], auth: 'authenticated' },
    }).start();
    actor.send({ type: 'wallet.connected', address, chainId: 1 });
    actor.send({ type: 'user.openChainModal' });
    const list = () => actor.getSnapshot().children.networkSwitch?.getSnapshot().context;
    expect(list()).toMatchObject({ chainId: 1, supportedChainIds: [97, 56] });
    actor.send({ type: 'wallet.chainChanged', chainId: 56 });
    expect(list()).toMatchObject({ chainId: 56 });
  });
});
