import { fromPromise } from 'xstate';
import { copyAddressMachine, type WriteClipboardInput } from '@/machines/copy-address/copy-address.machine';

export type WriteText = (text: string) => Promise<void>;

/** The system clipboard; rejects where the browser has none (no secure context) or refuses permission. */
const writeToClipboard: WriteText = async (text) => {
  if (!globalThis.navigator?.clipboard) throw new Error('The clipboard is not available');
  await globalThis.navigator.clipboard.writeText(text);
};

/** The Copy Address button's statechart, writing to the clipboard. */
export function createCopyAddressLogic(writeText: WriteText = writeToClipboard) {
  return copyAddressMachine.provide({
    actors: {
      writeClipboard: fromPromise<void, WriteClipboardInput>(({ input }) => writeText(input.text)),
    },
  });
}
