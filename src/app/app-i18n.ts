import type { i18n as I18n } from 'i18next';
import enApp from '@/i18n/locales/en/app.json';

export const appNamespace = 'app';

/**
 * The app's own strings (shell, account, 404) ship with the app's routes, not with the landing page: English is
 * added from this chunk, other languages load through i18n's backend when first used (useTranslation suspends).
 */
export function addAppNamespace(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', appNamespace)) i18n.addResourceBundle('en', appNamespace, enApp);
}
