import { useMemo } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletOption } from '@/machines/shared/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { useParticleBurst } from './particle-burst';
import { useOpeningRecentIds } from './use-opening-recent-ids';
import { WalletIcon } from './wallet-icon';
import { mobileRowWallets } from './wallet-lists';

function MobileWalletButton({ wallet }: { wallet: WalletOption & { recent: boolean } }) {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const enabled = ConnectFlowActor.useSelector((s) =>
    s.can({ type: 'user.selectWallet', walletId: wallet.id }),
  );
  const highlighted = ConnectFlowActor.useSelector((s) => s.context.highlightedWalletId === wallet.id);
  const burst = useParticleBurst();
  const shownName = wallet.shortName ?? wallet.name;
  const name = wallet.ready ? wallet.name : `${wallet.name} ${t('connect.unsupported')}`;
  return (
    <button
      type="button"
      className="cw-tile"
      data-wallet-option={wallet.id}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted || undefined}
      aria-label={wallet.recent ? `${name}, ${t('connect.recent')}` : name}
      aria-disabled={!enabled || !wallet.ready}
      onClick={(event) => {
        if (!enabled || !wallet.ready) return;
        burst(event.currentTarget, wallet);
        actor.send({ type: 'user.selectWallet', walletId: wallet.id });
      }}
    >
      <WalletIcon wallet={wallet} size={60} />
      <span className="cw-tile__name">{shownName}</span>
      {/* The space keeps the caption a word of its own in the text the label must contain. */}{' '}
      {wallet.recent ? <span className="cw-option__recent">{t('connect.recent')}</span> : null}
    </button>
  );
}

/** The mobile wallet row: every wallet that can connect here, recent ones first, scrolling sideways. */
export function MobileWalletRow() {
  const { t } = useWalletT();
  const wallets = ConnectFlowActor.useSelector((s) => s.context.wallets);
  const recentIds = useOpeningRecentIds();
  const row = useMemo(() => mobileRowWallets(wallets, recentIds), [wallets, recentIds]);
  return (
    <ul className="cw-tiles" aria-label={t('aria.wallet_list')}>
      {row.map((wallet) => (
        <li key={wallet.id}>
          <MobileWalletButton wallet={wallet} />
        </li>
      ))}
    </ul>
  );
}
