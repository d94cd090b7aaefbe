import type { SnapshotFrom } from 'xstate';
import type { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import { defineProperties, lastOf } from '../support/properties';

type CopyAddress = SnapshotFrom<typeof copyAddressMachine>;
const ACCOUNT = 'docs/wallet-behaviour.md section 9 (Account dialog: Copy address reads "Copied!" for 1.5 s)';

/** The last thing that decided what the button says: a click, the clipboard's answer, or the 1.5 s running out. */
const lastOutcome = (history: readonly { type: string }[]) =>
  [...history]
    .reverse()
    .find(
      ({ type }) =>
        type === 'user.copyAddress' || type.includes('writeClipboard') || type.startsWith('xstate.after.'),
    )?.type;

export default defineProperties<CopyAddress>({
  machine: 'copyAddress',
  properties: [
    {
      id: 'copies-the-whole-address',
      source: ACCOUNT,
      says: 'Each click writes the full address it was clicked for to the clipboard, once.',
      holds: ({ invoked, event, history }) =>
        event.type === 'user.copyAddress'
          ? invoked.length === 1 &&
            (invoked[0]?.input as { text?: string } | undefined)?.text ===
              lastOf<{ type: string; address: string }>(history, 'user.copyAddress')?.address
          : invoked.length === 0,
    },
    {
      id: 'copied-only-after-the-clipboard-took-it',
      source: `${ACCOUNT}; docs/wallet-behaviour.md section 12 (Copied indicator 1.5 s)`,
      says: 'The button reads Copied exactly from a successful write until 1.5 s later or the next click.',
      holds: ({ snapshot, history }) =>
        snapshot.hasTag('copied') === (lastOutcome(history) === 'xstate.done.actor.writeClipboard'),
    },
    {
      id: 'refusal-shown-until-it-times-out',
      source: `${ACCOUNT}: the clipboard may refuse (no permission or no secure context)`,
      says: 'A refused write shows the failure, never Copied, until the 1.5 s run out or the next click.',
      holds: ({ snapshot, history }) =>
        snapshot.hasTag('copyFailed') === (lastOutcome(history) === 'xstate.error.actor.writeClipboard'),
    },
  ],
});
