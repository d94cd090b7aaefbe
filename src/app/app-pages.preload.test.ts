import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TOKEN_KEY } from '@/api/storage/login-token';

// Each page's module records when it runs: that is when boot's preload fetched it.
const ran = vi.hoisted(() => [] as string[]);
vi.mock('./routes/mining-route', () => {
  ran.push('mining');
  return { MiningRoute: () => null };
});
vi.mock('./routes/purchase-route', () => {
  ran.push('purchase');
  return { PurchaseRoute: () => null };
});
vi.mock('./routes/commission-route', () => {
  ran.push('commission');
  return { CommissionRoute: () => null };
});
vi.mock('./routes/pass-route', () => {
  ran.push('pass');
  return { PassRoute: () => null };
});

const { preloadPage } = await import('./app-pages');

describe('the page boot preloads', () => {
  beforeEach(() => localStorage.clear());

  it('leaves a screen alone for a signed-out visitor (they get the sign-in prompt), and fetches it with a token', async () => {
    await preloadPage('/app/mining');
    await preloadPage('/app/commission');
    expect(ran).toEqual([]);

    localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'header.payload.signature' }));
    await preloadPage('/app/mining');
    expect(ran).toEqual(['mining']);
  });

  it('fetches the pass page for anyone, and nothing for the account page', async () => {
    await preloadPage('/app');
    expect(ran).not.toContain('pass');
    await preloadPage('/dgridpass');
    expect(ran).toContain('pass');
  });
});
