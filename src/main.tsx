import { startWhenIdleOrInteracted } from './app/deferred-start';
import { rememberInviteCode } from './app/session/invite-link';
import { paths } from './config/paths';
import { browserLanguages, detectLanguage, readStoredLanguage } from './i18n/languages';

/*
 * The entry stays tiny: "/" arrives prerendered and readable, with working links, before any script runs.
 * React and the landing page load when the browser is idle or the visitor starts interacting (the landing has its
 * own small text source, no i18next); other routes (the app, with i18next and the statecharts), or a visitor whose
 * language differs from the prerendered English, render at once.
 */
// A referral link (?invite=) may land on any page, the landing included: keep its code for the first sign-in.
rememberInviteCode(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const language = detectLanguage({ stored: readStoredLanguage(), browser: browserLanguages() });
const matchesPrerender =
  container.dataset.lang === language && container.dataset.path === window.location.pathname;
const start =
  window.location.pathname === paths.home
    ? () =>
        import('./app/landing-boot').then(({ bootLanding }) =>
          bootLanding(container, language, matchesPrerender),
        )
    : () => import('./app/boot').then(({ boot }) => boot(container, language));

if (matchesPrerender) startWhenIdleOrInteracted(start);
else void start();
