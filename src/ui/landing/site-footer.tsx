import { layout } from '@/config/layout';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ThemedImage } from '@/ui/kit/themed-image';
import { artwork } from './artwork';
import { ExternalLink } from './external-link';
import './site-footer.css';

const groups = [
  {
    id: 'product',
    links: [
      { label: 'footer.docs', href: site.links.docs },
      { label: 'footer.whitepaper', href: site.links.whitepaper },
      { label: 'footer.github', href: site.links.github },
    ],
  },
  {
    id: 'community',
    links: [
      { label: 'footer.x', href: site.links.x },
      { label: 'footer.telegram', href: site.links.telegram },
      { label: 'footer.medium', href: site.links.medium },
    ],
  },
] as const;

/** The footer follows the page theme (the visitor's, or the system's): its colours and its logo variant. */
export function SiteFooter() {
  const { t } = usePageText(['landing', 'common']);
  const brand = t('common:home.title');
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <ThemedImage dark={artwork.footerLogoDark} light={artwork.footerLogoLight} alt={brand} />
          <p className="site-footer__blurb">{t('footer.blurb')}</p>
        </div>
        <nav className="site-footer__groups" aria-label={t('footer.links')}>
          {groups.map((group) => (
            <div key={group.id} className="site-footer__group">
              <h2 id={`footer-${group.id}`} className="site-footer__heading">
                {t(`footer.${group.id}`)}
              </h2>
              <ul aria-labelledby={`footer-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="site-footer__group">
            <h2 id="footer-contact" className="site-footer__heading">
              {t('footer.contact')}
            </h2>
            <ul aria-labelledby="footer-contact">
              <li>
                <a href={site.links.email}>{t('footer.email')}</a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__legal">{t('footer.copyright', { year: layout.copyrightYear, brand })}</p>
      </div>
    </footer>
  );
}
