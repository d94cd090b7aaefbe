import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { formatInteger, formatTokenAmount } from '@/domain/format/token-amount';
import { ErrorState } from '@/ui/kit/error-state';
import { intlLocale } from '@/ui/kit/format-date';
import type { Loadable } from '@/ui/kit/loadable';
import { StatCard } from '@/ui/kit/stat-card';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { TokenInfoView } from './purchase-data';

/** Price, sold, total supply and holders: four figures that keep their place while loading. */
export function TokenInfo({ info }: { info: Loadable<TokenInfoView> }) {
  const { t, i18n } = useTranslation('app');
  const symbol = site.token.symbol;
  const locale = intlLocale(i18n.language);
  const title = t('purchase.info.title', { symbol });
  if (info.status === 'error') {
    return (
      <section className="purchase-info purchase-info--error" aria-label={title}>
        <ErrorState error={info.error} onRetry={info.retry} retrying={info.retrying} compact />
      </section>
    );
  }
  const data = info.status === 'ready' ? info.data : null;
  const loading = data === null;
  return (
    <section className="purchase-info" aria-label={title} aria-busy={loading}>
      <h2 className="kit-sr-only">{title}</h2>
      <div className="purchase-info__grid">
        <StatCard
          label={t('purchase.info.price', { symbol })}
          loading={loading}
          highlight
          value={data && <TokenAmount value={data.price} symbol={data.currency} maxFractionDigits={18} />}
          hint={data && t('purchase.info.priceHint', { currency: data.currency })}
          testId="token-price"
        />
        <StatCard
          label={t('purchase.info.sold')}
          loading={loading}
          value={data && <TokenAmount value={data.sold} maxFractionDigits={0} symbol={false} />}
          hint={
            data &&
            t('purchase.info.soldHint', {
              symbol,
              total: formatTokenAmount(data.totalSupply, 18, { maxFractionDigits: 0, locale }),
            })
          }
        />
        <StatCard
          label={t('purchase.info.totalSupply')}
          loading={loading}
          value={data && <TokenAmount value={data.totalSupply} maxFractionDigits={0} symbol={false} />}
          hint={data && t('purchase.info.totalSupplyHint', { symbol })}
        />
        <StatCard
          label={t('purchase.info.holders')}
          loading={loading}
          value={data && formatInteger(data.holders, locale)}
          hint={data && t('purchase.info.holdersHint', { symbol })}
        />
      </div>
    </section>
  );
}
