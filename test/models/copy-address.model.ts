import { defineMachineModel } from '@test/support/machine-model';
import { neverSettling } from '@test/support/replay-path';
import { createAppTestModel } from '@test/support/test-model';
import {
  type CopyAddressContext,
  copyAddressMachine,
  type WriteClipboardInput,
} from '@/machines/copy-address/copy-address.machine';

export const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

export const copyAddressTestModel = createAppTestModel(copyAddressMachine, {
  payloads: [
    { type: 'user.copyAddress', address: ADDRESS },
    { type: 'xstate.done.actor.writeClipboard', output: undefined },
    { type: 'xstate.error.actor.writeClipboard', error: { name: 'NotAllowedError' } },
  ],
  // One address fixture: whether it has been copied at all is the only difference the context can hold.
  serializeContext: (context: CopyAddressContext) => ({ copiedOnce: context.address !== null }),
});

export const copyAddressPaths = () => copyAddressTestModel.model.getShortestPaths();

export default defineMachineModel({
  name: 'copy-address',
  machine: copyAddressMachine.provide({
    actors: { writeClipboard: neverSettling<void, WriteClipboardInput>() },
  }),
  paths: copyAddressPaths,
});
