import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ExternalLink } from './external-link';
import { ArrowRightIcon } from './icons';
import './closing-banner.css';

export function ClosingBanner() {
  const { t } = usePageText('landing');
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="container">
        <div className="banner__panel">
          <h2 id="banner-title" className="banner__title">
            {t('banner.title')}
          </h2>
          <p className="banner__body">{t('banner.body')}</p>
          <div className="banner__actions">
            <a className="button button--light" href={paths.app}>
              {t('banner.launch')}
              <ArrowRightIcon />
            </a>
            <ExternalLink href={site.links.docs} className="button button--outline-light">
              {t('banner.docs')}
            </ExternalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
