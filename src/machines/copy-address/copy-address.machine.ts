import { assign, fromPromise, setup } from 'xstate';

/** How long the button reads Copied after a copy (docs/wallet-behaviour.md, section 9). */
export const COPIED_DURATION_MS = 1500;

export interface WriteClipboardInput {
  text: string;
}

export interface CopyAddressContext {
  address: string | null;
}

export type CopyAddressEvent = { type: 'user.copyAddress'; address: string };

export const copyAddressMachine = setup({
  types: {
    context: {} as CopyAddressContext,
    events: {} as CopyAddressEvent,
    tags: {} as 'copied' | 'copyFailed',
  },
  actors: {
    /** Writes the text to the system clipboard (navigator.clipboard.writeText). */
    writeClipboard: fromPromise<void, WriteClipboardInput>(async () => {
      throw new Error('writeClipboard is provided by the composition root');
    }),
  },
  actions: {
    assignAddress: assign({ address: ({ event }) => event.address }),
  },
  delays: { copiedDuration: COPIED_DURATION_MS },
}).createMachine({
  id: 'copyAddress',
  description:
    "Owns the account dialog's Copy Address button: writes the address to the clipboard and shows Copied for 1.5 s, restarting the timer on every copy.",
  context: { address: null },
  on: {
    'user.copyAddress': { target: '.copying', reenter: true, actions: 'assignAddress' },
  },
  initial: 'idle',
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.address ?? '' }),
        onDone: { target: 'copied' },
        onError: { target: 'failed' },
      },
    },
    copied: {
      tags: ['copied'],
      after: { copiedDuration: { target: 'idle' } },
    },
    failed: {
      description: 'The browser refused the clipboard (no permission or no secure context).',
      tags: ['copyFailed'],
      after: { copiedDuration: { target: 'idle' } },
    },
  },
});
