import { useTranslation } from 'react-i18next';
import { shortHash, type TransactionUrl } from './purchase-data';

export interface TransactionLinkProps {
  hash: string;
  transactionUrl?: TransactionUrl | undefined;
}

/** A shortened transaction hash, linked to the block explorer in a new tab when the chain has one. */
export function TransactionLink({ hash, transactionUrl }: TransactionLinkProps) {
  const { t } = useTranslation('app');
  const url = transactionUrl?.(hash) ?? null;
  const text = <code className="purchase-hash">{shortHash(hash)}</code>;
  if (url === null) return <span title={hash}>{text}</span>;
  return (
    <a
      className="purchase-link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('purchase.progress.viewTransaction', { hash })}
      title={hash}
    >
      {text}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
