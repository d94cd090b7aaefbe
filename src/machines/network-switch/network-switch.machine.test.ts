import { controllable } from '@test/support/controllable';
import { flush } from '@test/support/flush';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  networkSwitchMachine,
  type SwitchChainInput,
  type SwitchChainOutput,
} from './network-switch.machine';

function open(chainId: number | null, disconnectWallet = () => undefined) {
  const switchChain = controllable<SwitchChainOutput, SwitchChainInput>();
  const actor = createActor(
    networkSwitchMachine.provide({
      actors: { switchChain: switchChain.logic },
      actions: { disconnectWallet },
    }),
    { input: { chainId, supportedChainIds: [97, 56] } },
  ).start();
  return { actor, switchChain };
}

describe('network-switch machine', () => {
  it('default: on a configured chain there is no warning and no Disconnect', () => {
    const { actor } = open(97);
    expect(actor.getSnapshot().hasTag('wrongNetwork')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.disconnect' })).toBe(false);
  });

  it('behavior: the current chain and unconfigured chains cannot be picked', () => {
    const { actor } = open(97);
    expect(actor.getSnapshot().can({ type: 'user.selectChain', chainId: 97 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectChain', chainId: 1 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.selectChain', chainId: 56 })).toBe(true);
  });

  it('behavior: the picked chain stays pending until the wallet switched, then the modal closes', async () => {
    const { actor, switchChain } = open(97);
    actor.send({ type: 'user.selectChain', chainId: 56 });
    expect(actor.getSnapshot().context.pendingChainId).toBe(56);
    expect(actor.getSnapshot().hasTag('switching')).toBe(true);
    expect(switchChain.last().input).toEqual({ chainId: 56 });
    expect(actor.getSnapshot().can({ type: 'user.selectChain', chainId: 97 })).toBe(false);
    switchChain.resolve({ chainId: 56 });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'switched' });
  });

  it.each([
    [{ code: 4001, name: 'UserRejectedRequestError' }, true],
    [new Error('Chain not configured in wallet'), false],
  ])(
    'behavior: a failed switch (%o) also closes the modal, saying whether the user declined',
    async (error, rejected) => {
      const { actor, switchChain } = open(97);
      actor.send({ type: 'user.selectChain', chainId: 56 });
      switchChain.reject(error);
      await flush();
      expect(actor.getSnapshot().output).toEqual({ outcome: 'failed', rejected });
    },
  );

  it('behavior: on an unconfigured chain it warns and offers Disconnect, which disconnects and closes', () => {
    let disconnects = 0;
    const { actor } = open(1, () => {
      disconnects += 1;
    });
    expect(actor.getSnapshot().hasTag('wrongNetwork')).toBe(true);
    actor.send({ type: 'user.disconnect' });
    expect(disconnects).toBe(1);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'disconnected' });
  });

  it('behavior: the warning follows the chain the wallet reports, also while a switch is pending', () => {
    const { actor } = open(null);
    expect(actor.getSnapshot().hasTag('wrongNetwork')).toBe(true);
    actor.send({ type: 'user.selectChain', chainId: 97 });
    actor.send({ type: 'wallet.chainChanged', chainId: 97 });
    expect(actor.getSnapshot().hasTag('wrongNetwork')).toBe(false);
    expect(actor.getSnapshot().hasTag('switching')).toBe(true);
    actor.send({ type: 'wallet.chainChanged', chainId: 1 });
    expect(actor.getSnapshot().hasTag('wrongNetwork')).toBe(true);
  });
});
