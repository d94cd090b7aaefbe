import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/kit/format-date';

/** An API time in the reader's language, in a <time> element carrying the exact ISO value. */
export function DateTimeCell({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language) ?? '—'}</time>;
}
