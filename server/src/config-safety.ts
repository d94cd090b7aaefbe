import { getAddress } from 'viem';
import { publicKeyAddresses } from './devnet/dev-accounts';

/** The secret strength required outside the local devnet, and with DATABASE_URL (shared by instances). */
const MIN_SECRET_BITS = 256;

const HEX = /^[0-9a-f]+$/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** A string made of one shorter piece repeated ("abcabcabc..."), however long. */
const REPEATED = /^(.{1,64}?)\1+$/s;

/**
 * How many bits of entropy a secret is credited with. Only random keys as generators print them count:
 * hex (`openssl rand -hex 32`: 4 bits a digit) or base64/base64url (`openssl rand -base64 32`: 6 bits a
 * character, padding excluded). Anything else (a passphrase, a word with dashes) counts as 0, and so do
 * keys that random output would practically never look like: a repeated piece, fewer distinct characters than
 * random output of that alphabet practically always has (10 of hex's 16: 64 random hex digits miss 7 of them
 * about once in 10^12 draws, while they miss one of the 16 about one time in four; 16 of base64's 64), hex
 * without both digits and letters, base64 without three of upper case, lower case and digits, and a key with
 * more predictable characters (runs such as "ABCDEF", "9876", "aaaa") than random output holds.
 */
export function secretEntropyBits(secret: string): number {
  const minDistinct = HEX.test(secret) ? 10 : 16;
  if (REPEATED.test(secret) || new Set(secret).size < minDistinct) return 0;
  if (predictableCharacters(secret) > secret.length / 6) return 0;
  if (HEX.test(secret)) return /[0-9]/.test(secret) && /[a-f]/i.test(secret) ? secret.length * 4 : 0;
  if (BASE64.test(secret)) {
    const classes = [/[A-Z]/, /[a-z]/, /[0-9]/].filter((re) => re.test(secret)).length;
    return classes === 3 ? Math.floor((secret.replace(/=+$/, '').length * 6) / 8) * 8 : 0;
  }
  return 0;
}

/**
 * Characters that continue a run of equal steps of -1, 0 or +1 ("ABCD", "4321", "aaaa"): each is predictable
 * from the two before it. Generator output holds few: about 0.7 in 64 random hex digits, 0.03 in 43 base64
 * characters; more than one character in six (11 of 64 hex digits: about one key in 10^9; one in eight refused
 * 1 of 10^6 real keys) is a sequence typed or pasted (an alphabet, a row of digits), not a random key.
 */
function predictableCharacters(secret: string): number {
  let count = 0;
  for (let i = 2; i < secret.length; i++) {
    const step = secret.charCodeAt(i) - secret.charCodeAt(i - 1);
    if (Math.abs(step) <= 1 && step === secret.charCodeAt(i - 1) - secret.charCodeAt(i - 2)) count++;
  }
  return count;
}

const devnetAddresses = new Set(publicKeyAddresses.map((address) => address.toLowerCase()));

/** What the safety rules read: the raw variables (to tell "unset" from a default) and the parsed chain. */
export interface SafetyInput {
  chain: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  treasury: string | undefined;
  paymentsContract: string | undefined;
  publicOrigin: string | undefined;
  rpcUrl: string | undefined;
}

/**
 * Settings the server must refuse to start with, one message per variable (empty: safe). Outside the local
 * devnet money is real: the treasury must be the operator's own (set, checksummed, no devnet account whose key
 * is public), sessions need a strong secret, users reach the app over https, and the RPC is chosen, not a
 * public default. With DATABASE_URL several instances share one database, so the signing secret must come
 * from configuration: a secret generated into each instance's data directory would differ between them.
 */
export function unsafeSettings(input: SafetyInput): string[] {
  const problems: string[] = [];
  const remote = input.chain !== 'local';
  const on = `on CHAIN=${input.chain}`;
  const strongSecret = `a random secret of at least ${MIN_SECRET_BITS} bits (e.g. openssl rand -hex 32)`;
  if (remote && !input.treasury)
    problems.push(`TREASURY_ADDRESS: must be set ${on} (the default is a devnet account with a public key)`);
  else if (remote && input.treasury && getAddress(input.treasury) !== input.treasury)
    problems.push(
      `TREASURY_ADDRESS: must be EIP-55 checksummed ${on} (mixed case), to catch a mistyped address`,
    );
  if (remote && input.treasury && devnetAddresses.has(input.treasury.toLowerCase()))
    problems.push(
      `TREASURY_ADDRESS: is the zero address or an account of the public test mnemonic (its key is public); refused ${on}`,
    );
  if (!input.jwtSecret && input.databaseUrl)
    problems.push(
      `JWT_SECRET: must be set with DATABASE_URL (every instance signs with it): ${strongSecret}`,
    );
  else if (!input.jwtSecret && remote) problems.push(`JWT_SECRET: must be set ${on}: ${strongSecret}`);
  else if (
    input.jwtSecret &&
    (remote || input.databaseUrl) &&
    secretEntropyBits(input.jwtSecret) < MIN_SECRET_BITS
  )
    problems.push(`JWT_SECRET: too weak ${remote ? on : 'with DATABASE_URL'}: needs ${strongSecret}`);
  if (remote && !input.publicOrigin?.startsWith('https://'))
    problems.push(`PUBLIC_ORIGIN: must be set to the app's https:// origin ${on}`);
  if (remote && !input.rpcUrl) problems.push(`RPC_URL: must be set ${on} (your own or a provider's node)`);
  if (remote && !input.paymentsContract)
    problems.push(`PAYMENTS_CONTRACT: must be set ${on} (the address npm run contracts:deploy printed)`);
  return problems;
}

/**
 * Text with credentials taken out, for anything that goes to a log: the JWT secret and the database password
 * wherever they appear, and every URL's user info, query and path beyond its first segment (RPC providers
 * put API keys there, e.g. https://bsc.example/v3/<key>?apikey=<key>).
 */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text.replace(
    /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/@'"]*@)?([^\s/?#'"]+)([^\s'"]*)/gi,
    (_m, scheme, user, host, rest) => {
      const shown = `${scheme}${user ? '***@' : ''}${host}`;
      return rest && rest !== '/' ? `${shown}/***` : shown;
    },
  );
  for (const secret of secrets) if (secret && secret.length >= 8) out = out.split(secret).join('***');
  return out;
}
