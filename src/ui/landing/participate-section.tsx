import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ExternalLink } from './external-link';
import { ArrowRightIcon } from './icons';
import './participate-section.css';

const points = ['point1', 'point2', 'point3'] as const;

export function ParticipateSection() {
  const { t } = usePageText('landing');
  const token = site.token.symbol;
  return (
    <section className="section participate" aria-labelledby="participate-title">
      <div className="container">
        <div className="section-head section-head--center">
          <p className="eyebrow">{t('participate.eyebrow')}</p>
          <h2 id="participate-title" className="section-title">
            {t('participate.title')}
          </h2>
          <p className="section-lead">{t('participate.body')}</p>
        </div>
        <div className="participate__grid">
          <article className="audience audience--nodes" aria-labelledby="audience-nodes">
            <p className="audience__tag">{t('participate.nodes.audience')}</p>
            <h3 id="audience-nodes" className="audience__title">
              {t('participate.nodes.title', { token })}
            </h3>
            <p className="audience__body">{t('participate.nodes.body')}</p>
            <ul className="audience__points">
              {points.map((point) => (
                <li key={point}>{t(`participate.nodes.${point}`, { token })}</li>
              ))}
            </ul>
            <a className="button button--primary audience__cta" href={paths.pass}>
              {t('participate.nodes.cta')}
              <ArrowRightIcon />
            </a>
          </article>
          <article className="audience audience--developers" aria-labelledby="audience-developers">
            <div className="audience__tags">
              <p className="audience__tag">{t('participate.developers.audience')}</p>
              <p className="audience__badge">{t('participate.developers.badge')}</p>
            </div>
            <h3 id="audience-developers" className="audience__title">
              {t('participate.developers.title')}
            </h3>
            <p className="audience__body">{t('participate.developers.body')}</p>
            <ul className="audience__points">
              {points.map((point) => (
                <li key={point}>{t(`participate.developers.${point}`)}</li>
              ))}
            </ul>
            <ExternalLink href={site.links.docs} className="button button--ghost audience__cta">
              {t('participate.developers.cta')}
            </ExternalLink>
          </article>
        </div>
      </div>
    </section>
  );
}
