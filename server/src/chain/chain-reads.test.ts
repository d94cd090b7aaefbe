import { createPublicClient, custom } from 'viem';
import { describe, expect, it } from 'vitest';
import { createChainClient, taggedBlockNumber } from './chain-reads';

describe('taggedBlockNumber', () => {
  it('is undefined on a node that answers the finalized tag with an error', async () => {
    const request = async () => {
      throw Object.assign(new Error('invalid block tag'), { code: -32602 });
    };
    const client = createPublicClient({ transport: custom({ request }, { retryCount: 0 }) });
    expect(await taggedBlockNumber(client, 'finalized')).toBeUndefined();
  });

  it('throws when the node does not answer at all, so a rewind waits for the node instead of guessing', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused.
    const client = createChainClient('http://127.0.0.1:1', { attempts: 2, baseDelayMs: 1 });
    await expect(taggedBlockNumber(client, 'finalized')).rejects.toThrow();
  });
});
