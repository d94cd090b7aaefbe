import type { ReactNode } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';

interface NewTabLinkProps {
  href: string;
  className?: string;
  onClick?: () => void;
  /** The id of what the link is about, when its text alone ("Get") does not say. */
  describedBy?: string;
  children: ReactNode;
}

/** A link that opens in a new tab, cut off from this page, and says so to screen readers. */
export function NewTabLink({ href, className, onClick, describedBy, children }: NewTabLinkProps) {
  const { t } = useWalletT();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
      <span className="cw-visually-hidden"> {t('aria.new_tab')}</span>
    </a>
  );
}
