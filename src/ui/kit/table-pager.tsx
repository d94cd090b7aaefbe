import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '@/domain/format/token-amount';
import { intlLocale } from './format-date';
import './button.css';

const DEFAULT_PAGE_SIZES = [10, 20, 50] as const;

export interface TablePagerProps {
  /** The list this pager moves through (names the navigation landmark). */
  label: string;
  page: number;
  size: number;
  total: number;
  sizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  /** A page is on its way: both arrows wait. */
  busy?: boolean;
}

/** "11–20 of 34", rows per page, previous and next: every control is a labelled native element. */
export function TablePager(props: TablePagerProps) {
  const {
    label,
    page,
    size,
    total,
    sizeOptions = DEFAULT_PAGE_SIZES,
    onPageChange,
    onSizeChange,
    busy,
  } = props;
  const { t, i18n } = useTranslation('app');
  const sizeId = useId();
  const locale = intlLocale(i18n.language);
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  const sizes = sizeOptions.includes(size) ? sizeOptions : [...sizeOptions, size].sort((a, b) => a - b);
  return (
    <nav className="kit-pager" aria-label={t('table.pagination', { label })}>
      <p className="kit-pager__range" aria-live="polite">
        {t('table.range', {
          from: formatInteger(from, locale),
          to: formatInteger(Math.max(from, to), locale),
          total: formatInteger(total, locale),
        })}
      </p>
      <div className="kit-pager__size">
        <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
        <select id={sizeId} value={size} onChange={(event) => onSizeChange(Number(event.target.value))}>
          {sizes.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-pager__pages">
        <button
          type="button"
          className="kit-button kit-button--ghost kit-button--small kit-pager__arrow"
          title={t('table.previous')}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1 || busy}
        >
          <span aria-hidden="true">‹</span>
          <span className="kit-sr-only">{t('table.previous')}</span>
        </button>
        <span className="kit-pager__page">{t('table.pageOf', { page, pages })}</span>
        <button
          type="button"
          className="kit-button kit-button--ghost kit-button--small kit-pager__arrow"
          title={t('table.next')}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages || busy}
        >
          <span className="kit-sr-only">{t('table.next')}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
