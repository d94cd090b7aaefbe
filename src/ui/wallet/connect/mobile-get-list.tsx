import { useMemo } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { NewTabLink } from './new-tab-link';
import { WalletIcon } from './wallet-icon';
import { getDescriptionKey, mobileGetWallets } from './wallet-lists';

/** The mobile GET list: at most 3 wallet apps, each linking to its store page. */
export function MobileGetList() {
  const { t } = useWalletT();
  const wallets = ConnectFlowActor.useSelector((s) => s.context.wallets);
  const offered = useMemo(() => mobileGetWallets(wallets), [wallets]);
  return (
    <div className="cw-get" data-step-content="MOBILE_GET">
      <ul className="cw-get__list">
        {offered.map((wallet) => {
          const description = getDescriptionKey(wallet);
          return (
            <li key={wallet.id} className="cw-get-row" data-get-wallet={wallet.id}>
              <WalletIcon wallet={wallet} size={44} />
              <span className="cw-get-row__text">
                <span id={`cw-mobile-get-${wallet.id}`} className="cw-get-row__name">
                  {wallet.name}
                </span>
                {description ? <span className="cw-muted">{t(description)}</span> : null}
              </span>
              <NewTabLink
                href={wallet.downloadUrls.mobile ?? ''}
                className="cw-pill"
                describedBy={`cw-mobile-get-${wallet.id}`}
              >
                {t('connect.get.action')}
              </NewTabLink>
            </li>
          );
        })}
      </ul>
      <p className="cw-footnote">
        <strong>{t('connect.get.looking_for')}</strong>
        <span className="cw-muted">{t('connect.get.looking_for_mobile')}</span>
      </p>
    </div>
  );
}
