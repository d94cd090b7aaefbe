import { useWalletT } from '@/i18n/use-wallet-t';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { ChainIcon } from '../shared/chain-icon';
import type { WalletChainView } from '../wallet-view-data';

interface ChainRowProps {
  chain: WalletChainView;
  /** current: the wallet is on it; pending: the wallet is being asked to switch to it. */
  state: 'current' | 'pending' | 'idle';
}

/** One chain of the network modal; clickable only when the machine would switch to it. */
export function ChainRow({ chain, state }: ChainRowProps) {
  const { t } = useWalletT();
  const canSelect = NetworkSwitchActor.useSelector((snapshot) =>
    snapshot.can({ type: 'user.selectChain', chainId: chain.id }),
  );
  const networkSwitch = NetworkSwitchActor.useActorRef();
  return (
    <li>
      <button
        type="button"
        className={`chain-row chain-row--${state}`}
        data-chain-id={chain.id}
        onClick={() => networkSwitch.send({ type: 'user.selectChain', chainId: chain.id })}
        disabled={!canSelect}
        aria-current={state === 'current' ? 'true' : undefined}
        aria-busy={state === 'pending' ? true : undefined}
      >
        <ChainIcon chain={chain} />
        <span className="chain-row__name">{chain.name}</span>
        {state === 'current' ? (
          <span className="chain-row__status">
            {t('network.connected')}
            <span className="wallet-dot wallet-dot--connected" aria-hidden="true" />
          </span>
        ) : null}
        {state === 'pending' ? (
          <span className="chain-row__status">
            {t('network.confirm')}
            <span className="wallet-dot wallet-dot--standby" aria-hidden="true" />
          </span>
        ) : null}
      </button>
    </li>
  );
}
