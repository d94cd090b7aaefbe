import { readFileSync } from 'node:fs';
import { ARCHITECTURE_DOC, actorMessages, generateArchitectureDoc } from '@test/support/actor-messages';
import { loadMachines } from '@test/support/machines-doc';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, emit, enqueueActions, sendParent, sendTo, setup } from 'xstate';

describe('docs/architecture.md', () => {
  it('carries the actor-and-message diagram the machine definitions make now (run npm run docs:machines)', async () => {
    expect(readFileSync(ARCHITECTURE_DOC, 'utf8')).toBe(await generateArchitectureDoc());
  });

  it('names the session as a receiver of the wallet system, as the wallet system chart sends to it', async () => {
    const messages = actorMessages(await loadMachines());
    expect(messages).toContainEqual(
      expect.objectContaining({ from: 'walletSystem', to: 'session', kind: 'send' }),
    );
  });
});

const LOOKED_UP = { type: 'registry.lookedUp' } as const;

describe('actorMessages', () => {
  const child = setup({
    actions: { report: sendParent({ type: 'child.done' }) },
  }).createMachine({ id: 'child', entry: 'report' });
  const parent = setup({
    types: {
      context: {} as {
        peer: AnyActorRef | null;
        system: { get(id: string): AnyActorRef | undefined } | null;
      },
    },
    actors: { child },
    actions: {
      tellChild: sendTo('worker', { type: 'work.start' }),
      tellPeer: sendTo(
        ({ context }) => context.peer as AnyActorRef,
        () => ({ type: 'peer.hello' }),
      ),
      announce: emit({ type: 'parent.nothingListens' }),
      tellLookedUp: enqueueActions(({ context, enqueue }) => {
        const found = context.system?.get('registry');
        if (found) enqueue.sendTo(found, LOOKED_UP);
      }),
    },
  }).createMachine({
    id: 'boss',
    context: { peer: null, system: null },
    invoke: { id: 'worker', src: 'child', systemId: 'worker' },
    entry: ['tellChild', 'tellPeer', 'announce', 'tellLookedUp'],
  });
  const messages = actorMessages([
    { file: 'src/machines/boss.machine.ts', machine: parent },
    { file: 'src/machines/child.machine.ts', machine: child },
  ]);

  it('resolves a send to a child id, a context peer, the parent and an actor looked up by systemId', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        { from: 'boss', to: 'child', events: ['work.start'], kind: 'send' },
        { from: 'boss', to: 'peer', events: ['peer.hello'], kind: 'send' },
        { from: 'child', to: 'boss', events: ['child.done'], kind: 'send' },
        { from: 'boss', to: 'registry', events: ['registry.lookedUp'], kind: 'send' },
      ]),
    );
  });

  it('says when an emitted event has no listener outside the machines', () => {
    expect(messages).toContainEqual({
      from: 'boss',
      to: '(no listener)',
      events: ['parent.nothingListens'],
      kind: 'emit',
    });
  });
});
