import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { ThemeToggle } from '@/ui/kit/theme-toggle';
import { ThemedImage } from '@/ui/kit/themed-image';
import { artwork } from './artwork';
import { ExternalLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import '@/ui/kit/page-header.css';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation(['landing', 'common']);
  const isNarrow = ViewportActor.useSelector((snapshot) => snapshot.context.isNarrow);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-header__home" href={paths.home}>
          <ThemedImage
            dark={isNarrow ? artwork.logoMark : artwork.logoWide}
            light={isNarrow ? undefined : artwork.logoWideLight}
            alt={t('header.home', { brand: t('common:home.title') })}
          />
        </a>
        <nav className="site-header__nav" aria-label={t('header.nav')}>
          <ExternalLink href={site.links.docs} className="site-header__link">
            {t('header.docs')}
          </ExternalLink>
          <LanguageSwitcher />
          <ThemeToggle />
          <a className="button button--primary button--small" href={paths.app}>
            {t('header.launch')}
          </a>
        </nav>
      </div>
    </header>
  );
}
