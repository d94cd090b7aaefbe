import { useWalletT } from '@/i18n/use-wallet-t';
import type { ListedWallet } from '@/machines/shared/wallet-groups';
import type { WalletOption as Wallet } from '@/machines/shared/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { useParticleBurst } from './particle-burst';
import { WalletIcon } from './wallet-icon';

/**
 * One row of the wallet list. Whether it can be chosen is the machine's answer (the highlighted row cannot);
 * it stays focusable while it cannot (aria-disabled), so a keyboard user keeps their place in the list.
 */
export function WalletOptionButton({ wallet }: { wallet: ListedWallet<Wallet> }) {
  const { t } = useWalletT();
  const actor = ConnectFlowActor.useActorRef();
  const enabled = ConnectFlowActor.useSelector((s) =>
    s.can({ type: 'user.selectWallet', walletId: wallet.id }),
  );
  const highlighted = ConnectFlowActor.useSelector((s) => s.context.highlightedWalletId === wallet.id);
  const connecting = ConnectFlowActor.useSelector(
    (s) => s.hasTag('connecting') && s.context.attemptWalletId === wallet.id,
  );
  const burst = useParticleBurst();
  const name = wallet.unsupported ? `${wallet.name} ${t('connect.unsupported')}` : wallet.name;
  const label = wallet.recent ? `${name}, ${t('connect.recent')}` : name;
  return (
    <button
      type="button"
      className="cw-option"
      data-wallet-option={wallet.id}
      data-highlighted={highlighted || undefined}
      aria-label={label}
      aria-current={highlighted || undefined}
      aria-busy={connecting || undefined}
      aria-disabled={!enabled}
      onClick={(event) => {
        if (!enabled) return;
        burst(event.currentTarget, wallet);
        actor.send({ type: 'user.selectWallet', walletId: wallet.id });
      }}
    >
      <WalletIcon wallet={wallet} size={28} />
      <span className="cw-option__text">
        {/* The spaces keep each caption a word of its own in the text the label must contain. */}
        <span className="cw-option__name">{wallet.name}</span>{' '}
        {wallet.unsupported ? (
          <span className="cw-option__unsupported">{t('connect.unsupported')}</span>
        ) : null}{' '}
        {wallet.recent ? <span className="cw-option__recent">{t('connect.recent')}</span> : null}
      </span>
    </button>
  );
}
