import { connect } from 'node:net';

export type PortState =
  | { kind: 'free' }
  | { kind: 'anvil'; chainId: number; version: string }
  | { kind: 'other' };

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
    signal: AbortSignal.timeout(2_000),
  });
  return ((await response.json()) as { result?: unknown }).result;
}

/** What holds 127.0.0.1:`port`: nothing, an anvil (a leftover devnet, say), or something else. */
export async function probeDevnetPort(port: number): Promise<PortState> {
  if (!(await isListening(port))) return { kind: 'free' };
  try {
    const url = `http://127.0.0.1:${port}`;
    const version = await rpc(url, 'web3_clientVersion');
    const chainId = await rpc(url, 'eth_chainId');
    if (typeof version === 'string' && /anvil/i.test(version) && typeof chainId === 'string') {
      return { kind: 'anvil', chainId: Number.parseInt(chainId, 16), version };
    }
  } catch {
    // Not a JSON-RPC node.
  }
  return { kind: 'other' };
}
