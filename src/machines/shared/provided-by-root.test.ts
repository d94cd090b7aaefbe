import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { providedByRoot } from './provided-by-root';

describe('providedByRoot', () => {
  it('fails naming the effect when the composition root did not provide it', async () => {
    const actor = createActor(providedByRoot<void, void>('submitClaim')).start();
    await expect(toPromise(actor)).rejects.toThrow('submitClaim is provided by the composition root');
  });
});
