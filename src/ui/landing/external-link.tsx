import type { ReactNode } from 'react';
import { usePageText } from '@/ui/i18n/page-text-context';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** A link that opens in a new tab, cut off from this page (no opener, no referrer), and says so to screen readers. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = usePageText('landing');
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
