import { Fragment } from 'react';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { artwork } from './artwork';
import { ExternalLink } from './external-link';
import { ExternalIcon } from './icons';
import './how-it-works-section.css';

const parts = [
  { term: 'howItWorks.rpc', desc: 'howItWorks.rpcDesc' },
  { term: 'howItWorks.reasoning', desc: 'howItWorks.reasoningDesc' },
  { term: 'howItWorks.nodes', desc: 'howItWorks.nodesDesc' },
] as const;

export function HowItWorksSection() {
  const { t } = usePageText('landing');
  const { howItWorks: diagram, howItWorksNarrow: narrow } = artwork;
  return (
    <section className="section how" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{t('howItWorks.eyebrow')}</p>
          <h2 id="how-title" className="section-title">
            {t('howItWorks.title')}
          </h2>
        </div>
        <p className="how__equation">
          <span className="visually-hidden">{t('howItWorks.equationLabel')}: </span>
          {parts.map((part, index) => (
            <Fragment key={part.term}>
              {index > 0 && <span className="how__plus"> + </span>}
              <span className="how__term">{t(part.term)}</span>
            </Fragment>
          ))}
        </p>
        <picture className="how__diagram">
          {/* Below 768 px the same flow is drawn as a loop, so it stays legible on a phone. */}
          <source
            media="(max-width: 767.98px)"
            srcSet={narrow.src}
            width={narrow.width}
            height={narrow.height}
          />
          <img
            src={diagram.src}
            width={diagram.width}
            height={diagram.height}
            alt={t('howItWorks.diagramAlt')}
            loading="lazy"
            decoding="async"
          />
        </picture>
        <ol className="how__steps">
          {parts.map((part, index) => (
            <li key={part.term} className="how__step">
              <span className="how__index" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="how__step-title">{t(part.term)}</h3>
              <p className="how__step-desc">{t(part.desc)}</p>
            </li>
          ))}
        </ol>
        <div className="how__more">
          <ExternalLink href={site.links.docs} className="button button--ghost">
            {t('howItWorks.learnMore')}
            <ExternalIcon />
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
