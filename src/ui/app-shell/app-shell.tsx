import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ThemeToggle } from '@/ui/kit/theme-toggle';
import { ThemedImage } from '@/ui/kit/themed-image';
import { artwork } from '@/ui/landing/artwork';
import { LanguageSwitcher } from '@/ui/landing/language-switcher';
import '@/ui/kit/theme.css';
import '@/ui/kit/page-header.css';
import './app-shell.css';

const sections = [
  { path: paths.mining, key: 'shell.mining' },
  { path: paths.purchase, key: 'shell.purchase' },
  { path: paths.commission, key: 'shell.commission' },
] as const;

export interface AppShellProps {
  /** The connect/account control; the composition root supplies it (a light stand-in until the wallet loads). */
  walletControl: ReactNode;
  children: ReactNode;
}

/** The token app's frame: header (logo home, sections, language, wallet) and the page area. */
export function AppShell({ walletControl, children }: AppShellProps) {
  const { t } = useTranslation(['app', 'common', 'landing']);
  const isNarrow = ViewportActor.useSelector((snapshot) => snapshot.context.isNarrow);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#app-main">
        {t('landing:skipToContent')}
      </a>
      <header className="app-header">
        <div className="container app-header__bar">
          <a className="app-header__home" href={paths.home}>
            <ThemedImage
              dark={isNarrow ? artwork.logoMark : artwork.logoWide}
              light={isNarrow ? undefined : artwork.logoWideLight}
              alt={t('shell.home', { brand: site.brand })}
            />
          </a>
          <nav className="app-header__nav" aria-label={t('shell.nav')}>
            {sections.map(({ path, key }) => (
              <SectionLink key={path} path={path}>
                {t(key)}
              </SectionLink>
            ))}
          </nav>
          <div className="app-header__tools">
            <LanguageSwitcher />
            <ThemeToggle />
            {walletControl}
          </div>
        </div>
      </header>
      <main id="app-main" className="app-main" tabIndex={-1}>
        <div className="container">{children}</div>
      </main>
    </div>
  );
}

function SectionLink({ path, children }: { path: string; children: ReactNode }) {
  const [active] = useRoute(path);
  return (
    <Link
      href={path}
      className={`app-header__link${active ? ' app-header__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
