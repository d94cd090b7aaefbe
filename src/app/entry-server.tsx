import { renderToString } from 'react-dom/server';
import { createI18n } from '@/i18n/i18n';
import { App } from './app';

/** Build-time render of a route in English; the browser hydrates it (src/main.tsx). */
export function render(url: string): { html: string; language: string } {
  const i18n = createI18n('en');
  return { html: renderToString(<App i18n={i18n} url={url} />), language: 'en' };
}
