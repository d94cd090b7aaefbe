import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { artwork } from './artwork';
import { ExternalLink } from './external-link';
import { ArrowRightIcon } from './icons';
import './hero-section.css';

export function HeroSection() {
  const { t } = usePageText('landing');
  const { hero } = artwork;
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="hero__eyebrow">
            <span className="hero__pulse" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="hero__title">
            {t('hero.title')}
          </h1>
          <p className="hero__tagline">{t('hero.tagline')}</p>
          <p className="hero__lead">{t('hero.lead', { token: site.token.symbol })}</p>
          <div className="hero__actions">
            <a className="button button--primary" href={paths.app}>
              {t('hero.launch')}
              <ArrowRightIcon />
            </a>
            <ExternalLink href={site.links.docs} className="button button--ghost">
              {t('hero.docs')}
            </ExternalLink>
          </div>
        </div>
        {/* Low: the largest paint is the hero text, and React would otherwise preload the art in the head. */}
        <img
          className="hero__art"
          fetchPriority="low"
          src={hero.src}
          width={hero.width}
          height={hero.height}
          alt={t('hero.illustrationAlt')}
        />
      </div>
    </section>
  );
}
