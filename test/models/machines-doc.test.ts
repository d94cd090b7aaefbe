import { readdirSync, readFileSync } from 'node:fs';
import {
  generateMachinesDoc,
  loadMachines,
  MACHINES_DOC,
  renderMachinesDoc,
} from '@test/support/machines-doc';
import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, not, setup } from 'xstate';

describe('docs/machines.md', () => {
  it('is what the generator makes of the machine definitions now (run npm run docs:machines)', async () => {
    expect(readFileSync(MACHINES_DOC, 'utf8')).toBe(await generateMachinesDoc());
  });

  it('covers every machine file in src/machines', async () => {
    const files = readdirSync('src/machines', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    const documented = new Set((await loadMachines()).map(({ file }) => file));
    expect([...documented].sort()).toEqual(files.map((file) => `src/machines/${file}`).sort());
  });
});

describe('renderMachinesDoc', () => {
  // Shapes the other machines use: parallel regions, eventless and numeric delayed transitions, compound
  // guards, a nested final state with onDone, inline and built-in actions.
  const sample = setup({
    guards: { isReady: () => true, isBlocked: () => false },
    actors: { signMessage: fromPromise(async () => '0x') },
  }).createMachine({
    id: 'sample',
    description: 'Owns a sample.',
    initial: 'busy',
    states: {
      busy: {
        type: 'parallel',
        states: {
          form: {
            initial: 'editing',
            states: {
              editing: { always: { guard: and(['isReady', not('isBlocked')]), target: 'done' } },
              done: { type: 'final' },
            },
            onDone: { actions: assign({}) },
          },
          timer: {
            initial: 'waiting',
            states: {
              waiting: { after: { 1500: 'signing' } },
              signing: {
                tags: ['busy'],
                invoke: { id: 'signMessage', src: 'signMessage', onDone: 'waiting', onError: 'waiting' },
              },
            },
          },
        },
      },
    },
  });
  const doc = renderMachinesDoc([{ file: 'src/machines/sample.machine.ts', machine: sample }]);

  it('draws parallel regions, initial and final states, eventless and delayed transitions', () => {
    expect(doc).toMatch(/\| `sample` +\| `src\/machines\/sample\.machine\.ts` +\| Owns a sample\. +\|/);
    for (const line of [
      'state busy_form {',
      '    --',
      '[*] --> busy_form_editing',
      'busy_form_done --> [*]',
      'busy_form_editing --> busy_form_done : always [isReady and not isBlocked]',
      'busy_timer_waiting --> busy_timer_signing : after 1500 ms',
      'busy_timer_signing : invokes signMessage, tag busy',
      'busy_timer_signing --> busy_timer_waiting : done signMessage',
      'busy_timer_signing --> busy_timer_waiting : error signMessage',
      'busy_form --> busy_form : done',
    ]) {
      expect(doc).toContain(line);
    }
    expect(doc).toMatch(/\| busy\.form +\| `done` +\| +\| \(stays\) +\| assign +\|/);
    // The raise/cancel pair behind `after` is not an entry or exit action anyone wrote.
    expect(doc).not.toMatch(/entry raise|exit cancel/);
  });

  it('asks for a description when a machine has none', () => {
    const bare = setup({}).createMachine({ id: 'bare', initial: 'a', states: { a: {} } });
    expect(renderMachinesDoc([{ file: 'x', machine: bare }])).toContain('_No description');
  });
});
