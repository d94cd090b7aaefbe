import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './i18n/i18n';
import { browserLanguages, detectLanguage, readStoredLanguage } from './i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const language = detectLanguage({ stored: readStoredLanguage(), browser: browserLanguages() });
const i18n = createI18n(language);
await i18n.loadLanguages(language);

const app = (
  <StrictMode>
    <App i18n={i18n} url={window.location.pathname} />
  </StrictMode>
);

// The build prerenders "/" in English. Hydrate when the visitor sees that same page; otherwise render afresh.
const prerendered =
  container.dataset.lang === language && container.dataset.path === window.location.pathname;
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
