import { neverSettlesCallback } from '@test/support/controllable';
import { defineMachineModel } from '@test/support/machine-model';
import { createAppTestModel } from '@test/support/test-model';
import { viewportMachine } from '@/machines/viewport/viewport.machine';

export const viewportInput = { width: 1440 };

export const viewportTestModel = createAppTestModel(viewportMachine, {
  payloads: [
    { type: 'viewport.measured', width: 390 },
    { type: 'viewport.measured', width: 1440 },
    { type: 'viewport.resized', width: 767 },
    { type: 'viewport.resized', width: 768 },
  ],
  // The flag and the settled width are what the views read; the pending width only matters while settling.
  serializeContext: (context: { isNarrow: boolean; width: number; pendingWidth: number }) => context,
});

export default defineMachineModel({
  name: 'viewport',
  machine: viewportMachine.provide({ actors: { watchViewport: neverSettlesCallback } }),
  input: viewportInput,
  paths: () => viewportTestModel.model.getShortestPaths({ input: viewportInput }),
});
