import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TOKEN_KEY } from '@/api/storage/login-token';

// Each page's module records when it runs: that is when boot's preload fetched it.
const { ran, pageModule } = vi.hoisted(() => {
  const ran: string[] = [];
  const pageModule = (page: string, component: string) => {
    ran.push(page);
    return { [component]: () => null };
  };
  return { ran, pageModule };
});
vi.mock('./routes/mining-route', () => pageModule('mining', 'MiningRoute'));
vi.mock('./routes/purchase-route', () => pageModule('purchase', 'PurchaseRoute'));
vi.mock('./routes/commission-route', () => pageModule('commission', 'CommissionRoute'));
vi.mock('./routes/pass-route', () => pageModule('pass', 'PassRoute'));

const { preloadPage } = await import('./app-pages');

describe('the page boot preloads', () => {
  beforeEach(() => localStorage.clear());

  it("does not hold boot for a signed-out visitor's screen (they see the sign-in prompt), and fetches it after", async () => {
    await preloadPage('/app/mining');
    expect(ran).not.toContain('mining');
    await vi.waitFor(() => expect(ran).toContain('mining'));
  });

  it('holds boot for the screen when a sign-in token is stored', async () => {
    localStorage.setItem(LOGIN_TOKEN_KEY, JSON.stringify({ token: 'header.payload.signature' }));
    await preloadPage('/app/commission');
    expect(ran).toContain('commission');
  });

  it('holds boot for the pass page for anyone, and has nothing to fetch for the account page', async () => {
    await preloadPage('/app');
    expect(ran).not.toContain('pass');
    await preloadPage('/dgridpass');
    expect(ran).toContain('pass');
  });
});
