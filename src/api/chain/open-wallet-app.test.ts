import { describe, expect, it, vi } from 'vitest';
import { DEEP_LINK_CHOICE_KEY, openWalletApp } from './open-wallet-app';

function browser() {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  return { stored, storage, openInNewTab: vi.fn(), goTo: vi.fn() };
}

describe('openWalletApp (docs/wallet-behaviour.md, section 2)', () => {
  it('opens an app scheme in this tab and remembers the link without its one-time query', () => {
    const b = browser();
    expect(openWalletApp({ uri: 'okx://main/wc?uri=wc%3Aabc%402', walletName: 'OKX Wallet' }, b)).toBe(true);
    expect(b.goTo).toHaveBeenCalledWith('okx://main/wc?uri=wc%3Aabc%402');
    expect(b.openInNewTab).not.toHaveBeenCalled();
    expect(JSON.parse(b.stored.get(DEEP_LINK_CHOICE_KEY) ?? '')).toEqual({
      href: 'okx://main/wc',
      name: 'OKX Wallet',
    });
  });

  it('opens a universal (https) link in a new tab instead', () => {
    const b = browser();
    openWalletApp({ uri: 'https://rnbwapp.com/wc?uri=wc%3Aabc', walletName: 'Rainbow' }, b);
    expect(b.openInNewTab).toHaveBeenCalledWith('https://rnbwapp.com/wc?uri=wc%3Aabc');
    expect(b.goTo).not.toHaveBeenCalled();
  });

  it.each(['', 'javascript:alert(1)', ' data:text/html,x', 'FILE:///etc/passwd'])(
    'refuses %j: nothing stored, nowhere opened',
    (uri) => {
      const b = browser();
      expect(openWalletApp({ uri, walletName: 'Evil' }, b)).toBe(false);
      expect(b.stored.size).toBe(0);
      expect(b.goTo).not.toHaveBeenCalled();
      expect(b.openInNewTab).not.toHaveBeenCalled();
    },
  );
});
