import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, type Hex, hashMessage, hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { RunningServer } from '../../server/src/index';
import { creditPaidOrder } from '../../server/src/ledger/credit-paid-order';
import type { ScenarioRequest } from './measure';

/** A signed-in bench user: a fresh key, so every one is a new user with its own limits and open orders. */
export type BenchUser = { address: `0x${string}`; privateKey: Hex; token: string };

async function call(server: RunningServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: Record<string, string> };
  if (json.code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** A real sign-in: get-code, the SIWE message signed with the user's key, challenge. */
async function signIn(server: RunningServer, privateKey: Hex = generatePrivateKey()): Promise<BenchUser> {
  const account = privateKeyToAccount(privateKey);
  const code = await call(server, '/client-user/get-code', { address: account.address });
  const signature = await account.signMessage({ message: String(code.message) });
  const session = await call(server, '/client-user/challenge', {
    address: account.address,
    message: String(code.message),
    signature,
  });
  return { address: account.address, privateKey, token: String(session.token) };
}

/** `count` users signed in, a few at a time. */
export async function signInMany(server: RunningServer, count: number): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  while (users.length < count) {
    const batch = Math.min(10, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(server)))));
  }
  return users;
}

/** A paid order of 1,000 tokens for `user`, credited as the watcher would, so its claims have power to settle. */
export async function creditPurchase(server: RunningServer, user: BenchUser): Promise<void> {
  const order = await call(server, '/purchase', { amount: (1000n * 10n ** 18n).toString() }, user.token);
  const credited = await creditPaidOrder(
    server.db,
    {
      reference: String(order.reference),
      from: user.address,
      value: BigInt(String(order.value)),
      txHash: `0x${randomBytes(32).toString('hex')}`,
      paymentIndex: 0,
      blockNumber: 1n,
      blockTimestamp: new Date(),
      chainId: server.config.chain.id,
    },
    { rules: server.config.ledger },
  );
  if (credited !== 'credited') throw new Error(`the bench order was not credited: ${credited}`);
}

/** EIP-191 personal_sign, synchronously (autocannon builds each request synchronously). */
function signSync(message: string, privateKey: Hex): Hex {
  const signature = secp256k1.sign(hexToBytes(hashMessage(message)), hexToBytes(privateKey), { lowS: true });
  const bytes = new Uint8Array(65);
  bytes.set(signature.toCompactRawBytes());
  bytes[64] = 27 + signature.recovery;
  return bytesToHex(bytes);
}

/**
 * The two calls of a sign-in, as each connection repeats them: get-code for the connection's own address
 * (its key made on its first pass), then the challenge with that message signed. Every pass opens a new
 * session for the same user. One address per connection: connections sharing one would be handed the same
 * message in the same moment, and all but one challenge would rightly find its nonce used (401).
 */
export function signInSequence(apiPath: string): ScenarioRequest[] {
  const json = { 'content-type': 'application/json' };
  const keyOf = (context: Record<string, unknown>) => {
    context.key ??= generatePrivateKey();
    const key = context.key as Hex;
    return { key, address: privateKeyToAccount(key).address };
  };
  return [
    {
      method: 'POST',
      path: `${apiPath}/client-user/get-code`,
      headers: json,
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({ address: keyOf(context).address }),
      }),
      onResponse: (status, body, context) => {
        context.message =
          status === 200 ? (JSON.parse(body) as { data: { message: string } }).data.message : '';
      },
    },
    {
      method: 'POST',
      path: `${apiPath}/client-user/challenge`,
      headers: json,
      setupRequest: (request, context) => {
        const { key, address } = keyOf(context);
        const message = String(context.message ?? '');
        const signature = message ? signSync(message, key) : `0x${'00'.repeat(65)}`;
        return { ...request, body: JSON.stringify({ address, message: message || 'none', signature }) };
      },
    },
  ];
}
