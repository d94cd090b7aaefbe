import { describe, expect, it } from 'vitest';
import { toClaimFailure } from './claim-errors';

describe('toClaimFailure', () => {
  it.each([
    [
      { code: 'cooldown', nextCollectAt: 'x' },
      { code: 'cooldown', nextCollectAt: 'x' },
    ],
    [{ code: 'rejected' }, { code: 'rejected', nextCollectAt: null }],
    [{ code: 'teapot' }, { code: 'server', nextCollectAt: null }],
    [new Error('x'), { code: 'server', nextCollectAt: null }],
    ['text', { code: 'server', nextCollectAt: null }],
    [null, { code: 'server', nextCollectAt: null }],
  ])('%j → %j', (error, failure) => {
    expect(toClaimFailure(error)).toEqual(failure);
  });
});
