/** Keys whose values never leave the page: session tokens, wallet signatures, key material. */
const SECRET_KEY =
  /^(token|signature|authorization|privateKey|mnemonic|seed|password|secret)$|(Token|Signature)$/;

/** Bearer tokens (JWT) and wallet signatures (65 bytes or longer), wherever they sit (a promise's output, say). */
const SECRET_VALUE = /^(eyJ[\w-]+\.[\w-]+\.[\w-]+|0x[0-9a-fA-F]{130,})$/;

/** Completion events of actors that produce a secret (xstate.done.actor.readLoginToken, ...signMessage). */
const SECRET_OUTPUT_EVENT = /(Token|Signature|signMessage)$/;

export const REDACTED = '[redacted]';
const MAX_DEPTH = 10;

/**
 * A JSON-safe copy of what the inspector is about to send, with secrets replaced: values under secret keys,
 * token- or signature-shaped strings anywhere. Also bounds depth, breaks cycles and turns bigint into strings,
 * since wallet objects (clients, connectors) can be deep, circular or hold bigint.
 */
export function redactSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? REDACTED : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[deep]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1, seen));
  const secretOutput =
    'type' in value && typeof value.type === 'string' && SECRET_OUTPUT_EVENT.test(value.type);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const secret = SECRET_KEY.test(key) || (secretOutput && key === 'output');
    copy[key] = secret && item != null ? REDACTED : redactSecrets(item, depth + 1, seen);
  }
  seen.delete(value);
  return copy;
}
