import { useId, useMemo } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { isCompactIn } from './connect-flow-view';
import { useOpeningRecentIds } from './use-opening-recent-ids';
import { WalletIcon } from './wallet-icon';
import { getDescriptionKey, getStepWallets } from './wallet-lists';

function GetRow({ wallet }: { wallet: WalletOption }) {
  const { t } = useWalletT();
  const nameId = useId();
  const actor = ConnectFlowActor.useActorRef();
  const event = { type: 'user.getWallet', walletId: wallet.id } as const;
  const enabled = ConnectFlowActor.useSelector((s) => s.can(event));
  const description = getDescriptionKey(wallet);
  return (
    <li className="cw-get-row" data-get-wallet={wallet.id}>
      <WalletIcon wallet={wallet} size={44} />
      <span className="cw-get-row__text">
        <span id={nameId} className="cw-get-row__name">
          {wallet.name}
        </span>
        {description ? <span className="cw-muted">{t(description)}</span> : null}
      </span>
      <button
        type="button"
        className="cw-pill"
        aria-describedby={nameId}
        disabled={!enabled}
        onClick={() => actor.send(event)}
      >
        {t('connect.get.action')}
      </button>
    </li>
  );
}

/** GET: up to 5 wallets to get, each leading to its download options, download or guide. */
export function GetStep() {
  const { t } = useWalletT();
  const wallets = ConnectFlowActor.useSelector((s) => s.context.wallets);
  const recentIds = useOpeningRecentIds();
  const compact = ConnectFlowActor.useSelector(isCompactIn);
  const offered = useMemo(() => getStepWallets(wallets, recentIds), [wallets, recentIds]);
  return (
    <div className="cw-get" data-step-content="GET">
      <ul className="cw-get__list">
        {offered.map((wallet) => (
          <GetRow key={wallet.id} wallet={wallet} />
        ))}
      </ul>
      <p className="cw-footnote">
        <strong>{t('connect.get.looking_for')}</strong>
        <span className="cw-muted">
          {t(compact ? 'connect.get.looking_for_compact' : 'connect.get.looking_for_wide')}
        </span>
      </p>
    </div>
  );
}
