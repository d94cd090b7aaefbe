import { renderToString } from 'react-dom/server';
import { bundledResources } from '@/i18n/page-catalogues';
import { LandingRoot } from './landing-root';

/** Build-time render of the landing page "/" in English; the browser hydrates it (src/main.tsx). */
export function renderLanding(): { html: string; language: string } {
  return {
    html: renderToString(<LandingRoot language="en" catalogues={{ en: bundledResources }} />),
    language: 'en',
  };
}
