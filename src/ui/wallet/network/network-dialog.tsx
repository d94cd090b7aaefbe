import { useCallback } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { NetworkSwitchActor } from '@/ui/actors/network-switch-context';
import { Dialog } from '@/ui/kit/dialog';
import { useWalletViewData } from '../wallet-view-data';
import { ChainRow } from './chain-row';
import '../shared/wallet.css';
import './network-dialog.css';

/**
 * The network modal (docs/wallet-behaviour.md, section 10): the configured chains, Connected on the current one, Confirm in wallet on
 * the one being switched to, and a wrong-network warning with Disconnect. It disappears when the attempt settles.
 */
export function NetworkDialog() {
  const { t, dir, locale } = useWalletT();
  const { chains } = useWalletViewData();
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('chainModalOpen'));
  const running = NetworkSwitchActor.useSelector((snapshot) => snapshot.status === 'active');
  const wrongNetwork = NetworkSwitchActor.useSelector((snapshot) => snapshot.hasTag('wrongNetwork'));
  const currentChainId = NetworkSwitchActor.useSelector((snapshot) => snapshot.context.chainId);
  // Once the wallet reports the chain it was asked for, that row reads Connected even before the request settles.
  const pendingChainId = NetworkSwitchActor.useSelector((snapshot) => {
    const { pendingChainId, chainId } = snapshot.context;
    return snapshot.hasTag('switching') && pendingChainId !== chainId ? pendingChainId : null;
  });
  const canDisconnect = NetworkSwitchActor.useSelector((snapshot) =>
    snapshot.can({ type: 'user.disconnect' }),
  );
  const connection = ConnectionActor.useActorRef();
  const networkSwitch = NetworkSwitchActor.useActorRef();
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  const pendingChain = chains.find((chain) => chain.id === pendingChainId);

  return (
    <Dialog
      open={open && running}
      onClose={close}
      title={t('network.title')}
      closeLabel={t('aria.close')}
      dir={dir}
      lang={locale}
      testId="network-dialog"
    >
      {wrongNetwork ? (
        <p className="network__warning" role="alert">
          <WarningIcon />
          <span>{t('network.wrong_network')}</span>
        </p>
      ) : null}
      <ul className="network__list">
        {chains.map((chain) => (
          <ChainRow
            key={chain.id}
            chain={chain}
            state={chain.id === currentChainId ? 'current' : chain.id === pendingChainId ? 'pending' : 'idle'}
          />
        ))}
        {wrongNetwork ? (
          <li>
            <button
              type="button"
              className="network__disconnect"
              onClick={() => networkSwitch.send({ type: 'user.disconnect' })}
              disabled={!canDisconnect}
            >
              {t('network.disconnect')}
            </button>
          </li>
        ) : null}
      </ul>
      <p className="wallet-sr-only" role="status">
        {pendingChain ? `${pendingChain.name}: ${t('network.confirm')}` : ''}
      </p>
    </Dialog>
  );
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M10 3l8 14H2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M10 8v4m0 2.5v.01" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
