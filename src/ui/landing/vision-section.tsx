import { useRef } from 'react';
import { usePageText } from '@/ui/i18n/page-text-context';
import { ChevronIcon } from './icons';
import { type ScrollDirection, scrollCards } from './scroll-cards';
import { visionCards } from './vision-cards';
import './vision-section.css';

const rowId = 'vision-cards';

export function VisionSection() {
  const { t } = usePageText('landing');
  const row = useRef<HTMLElement>(null);
  const scroll = (direction: ScrollDirection) => () => scrollCards(row.current, direction);
  return (
    <section className="section vision" aria-labelledby="vision-title">
      <div className="container">
        <div className="vision__head">
          <div className="section-head">
            <p className="eyebrow">{t('vision.eyebrow')}</p>
            <h2 id="vision-title" className="section-title">
              {t('vision.title')}
            </h2>
            <p className="section-lead">{t('vision.body')}</p>
          </div>
          <div className="vision__arrows">
            <button
              type="button"
              className="icon-button"
              aria-controls={rowId}
              aria-label={t('vision.previous')}
              onClick={scroll(-1)}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-controls={rowId}
              aria-label={t('vision.next')}
              onClick={scroll(1)}
            >
              <ChevronIcon direction="right" />
            </button>
          </div>
        </div>
        <section
          id={rowId}
          ref={row}
          className="vision__row"
          aria-label={t('vision.rowLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls sideways; focus lets keyboard users scroll it
          tabIndex={0}
        >
          <ul className="vision__cards">
            {visionCards.map((card) => (
              <li key={card.id} className="vision-card" style={{ backgroundColor: card.bgColor }}>
                <img
                  className="vision-card__img"
                  src={card.img.src}
                  width={card.img.width}
                  height={card.img.height}
                  alt={t(`vision.${card.id}.alt`)}
                  loading="lazy"
                  decoding="async"
                />
                <div className="vision-card__body">
                  <h3 className="vision-card__title">{t(`vision.${card.id}.title`)}</h3>
                  <p className="vision-card__desc">{t(`vision.${card.id}.desc`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
