import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('app namespace', () => {
  it('is not bundled: English app strings arrive through the lazy backend', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(false);
    await i18n.loadNamespaces('app');
    expect(i18n.t('states.retry', { ns: 'app' })).toBe('Retry');
  });

  it('loads Chinese app strings with the English ones as the fallback', async () => {
    const i18n = createI18n('zh');
    await i18n.loadNamespaces('app');
    expect(i18n.t('states.retry', { ns: 'app' })).toBe('重试');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(true);
  });
});
