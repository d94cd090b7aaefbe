import { site } from '@/config/site';
import { formatInteger, formatTokenAmount, isBaseUnits } from '@/domain/format/token-amount';

/** A token amount for the charts, cut to 2 decimals, with the symbol; a malformed value is a dash. */
export function chartAmount(value: string, locale: string): string {
  if (!isBaseUnits(value)) return '—';
  return `${formatTokenAmount(value, site.token.decimals, { maxFractionDigits: 2, locale })} ${site.token.symbol}`;
}

/** Whole power units, grouped; a malformed value is a dash. */
export function chartInteger(value: string, locale: string): string {
  return isBaseUnits(value) ? formatInteger(value, locale) : '—';
}

/** A UTC day (YYYY-MM-DD) as a short date in the reader's language, e.g. "Jan 5" or "1月5日". */
export function chartShortDate(date: string, locale: string): string {
  const time = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(time);
}
