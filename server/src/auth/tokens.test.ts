import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-01-01T00:00:00Z');

/** A verified token is remembered (tokens.ts); what jose refuses must still be refused on the second call. */
describe('session token verification, second and later calls', () => {
  const setUp = () => {
    const clock = { now: T0 };
    const tokens = createTokenService({
      secret: 'a-test-secret-of-enough-length-for-hs256',
      origin: 'http://127.0.0.1:8080',
      ttlMs: HOUR,
      now: () => new Date(clock.now),
    });
    return { clock, tokens };
  };

  it('refuses a remembered token once it expires (exp is whole seconds, expired from that second on)', async () => {
    const { clock, tokens } = setUp();
    const { token, expiresAt } = await tokens.issue('0xabc', 31337);
    expect(await tokens.verify(token)).toMatchObject({ address: '0xabc', expiresAt });
    clock.now = expiresAt.getTime() - 1;
    expect(await tokens.verify(token)).toMatchObject({ address: '0xabc' });
    clock.now = expiresAt.getTime();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token differing by one character from one that verified', async () => {
    const { tokens } = setUp();
    const { token } = await tokens.issue('0xabc', 31337);
    expect(await tokens.verify(token)).not.toBeNull();
    // A character inside the signature (the last one may carry only padding bits).
    const at = token.length - 10;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '0xevil', jti: 'x', exp: T0 / 1000 + HOUR })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });
});
