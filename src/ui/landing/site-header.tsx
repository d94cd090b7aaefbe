import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ThemeToggle } from '@/ui/kit/theme-toggle';
import { type Artwork, artwork } from './artwork';
import { ExternalLink } from './external-link';
import { LanguageSwitcher } from './language-switcher';
import '@/ui/kit/page-header.css';
import './site-header.css';

/** The narrow layout's breakpoint (spec: below 768 px), as site-header.css writes it. */
const NARROW_MEDIA = '(max-width: 767.98px)';

/**
 * The logo: the wide file in the page's theme, the mark file (one for both themes) on a narrow screen. The browser
 * picks the file by media query, so the landing needs no script (and no viewport statechart) for it and the
 * prerendered page is right on a phone before anything runs.
 */
function HeaderLogo({ alt }: { alt: string }) {
  const { logoMark: mark } = artwork;
  const variant = (wide: Artwork, className: string) => (
    <picture className={className}>
      <source media={NARROW_MEDIA} srcSet={mark.src} width={mark.width} height={mark.height} />
      <img src={wide.src} width={wide.width} height={wide.height} alt={alt} loading="lazy" />
    </picture>
  );
  return (
    <>
      {variant(artwork.logoWide, 'theme-dark-only')}
      {variant(artwork.logoWideLight, 'theme-light-only')}
    </>
  );
}

export function SiteHeader() {
  const { t } = usePageText(['landing', 'common']);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-header__home" href={paths.home}>
          <HeaderLogo alt={t('header.home', { brand: t('common:home.title') })} />
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
