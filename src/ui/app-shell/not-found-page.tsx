import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import './status-pages.css';

/** Any address the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="status-page__title">
        {t('notFound.title')}
      </h1>
      <p className="status-page__body">{t('notFound.body')}</p>
      <div className="status-page__actions">
        <a className="button button--primary" href={paths.home}>
          {t('notFound.home')}
        </a>
        <Link className="button button--ghost" href={paths.app}>
          {t('notFound.app')}
        </Link>
      </div>
    </section>
  );
}
