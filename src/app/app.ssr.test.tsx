// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLanding } from './entry-server';

afterEach(() => {
  // The shared DOM setup clears localStorage after each test; Node has none, and the render below never needed it.
  vi.stubGlobal('localStorage', { clear: () => undefined });
});

describe('prerendering "/" in Node', () => {
  it('renders the landing page without a window, a document or storage', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const { html, language } = renderLanding();
    expect(language).toBe('en');
    expect(html).toContain('<h1 id="hero-title" class="hero__title">Decentralized AI Inference Network</h1>');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // The prerendered page assumes a wide screen until the browser measures it.
    expect(html).toContain('src="/images/logo-wide.svg"');
    expect(html).toContain('© 2025 DGrid. All rights reserved.');
    expect(html).not.toContain('[missing:');
  });
});
