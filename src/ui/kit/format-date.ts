import { htmlLang, toAppLanguage } from '@/i18n/languages';

/** The Intl locale for an i18next language ('zh' → 'zh-CN'); unknown languages fall back to English. */
export function intlLocale(language: string | undefined): string {
  return htmlLang[toAppLanguage(language) ?? 'en'];
}

const styles = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

/**
 * An API time (ISO 8601, UTC) in the reader's language and time zone, e.g. "Mar 4, 2025, 9:05 PM" or
 * "2025年3月4日 21:05". An unparseable value gives null so the view can show a dash instead of "Invalid Date".
 */
export function formatDateTime(
  iso: string,
  language: string | undefined,
  style: DateStyle = 'dateTime',
  timeZone?: string,
): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat(intlLocale(language), { ...styles[style], timeZone }).format(time);
}

/** A countdown as H:MM:SS (hours unbounded), never negative: 90061000 ms → "25:01:01". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}`;
}
