import { useCallback } from 'react';
import { formatAccountName } from '@/domain/format/shorten-address';
import { useWalletT } from '@/i18n/use-wallet-t';
import { ConnectionActor } from '@/ui/actors/connection-context';
import { Dialog } from '@/ui/kit/dialog';
import { AccountAvatar } from '../shared/account-avatar';
import { ChainIcon } from '../shared/chain-icon';
import { explorerAddressUrl } from '../shared/explorer-links';
import { formatBalanceView } from '../shared/format-balance-view';
import { useWalletViewData } from '../wallet-view-data';
import { CopyAddressButton } from './copy-address-button';
import { RecentTransactions } from './recent-transactions';
import '../shared/wallet.css';
import './account-dialog.css';

/**
 * The account modal (docs/wallet-behaviour.md, section 9): avatar, name or shortened address, balance, copy and disconnect, the
 * three most recent transactions and the explorer's address page. Open while the connection says so.
 */
export function AccountDialog() {
  const { t, dir, locale } = useWalletT();
  const { account, currentChain } = useWalletViewData();
  const open = ConnectionActor.useSelector((snapshot) => snapshot.hasTag('accountModalOpen'));
  const canDisconnect = ConnectionActor.useSelector((snapshot) => snapshot.can({ type: 'user.disconnect' }));
  const connection = ConnectionActor.useActorRef();
  const close = useCallback(() => connection.send({ type: 'user.closeModal' }), [connection]);
  const disconnect = useCallback(() => connection.send({ type: 'user.disconnect' }), [connection]);
  if (!account) return null;

  const name = formatAccountName(account.address, account.displayName);
  const balance = formatBalanceView(account.balance);
  const explorer = currentChain?.blockExplorerUrl;
  return (
    <Dialog
      open={open}
      onClose={close}
      label={t('aria.account_dialog')}
      closeLabel={t('aria.close')}
      dir={dir}
      lang={locale}
      testId="account-dialog"
    >
      <div className="account">
        <AccountAvatar
          address={account.address}
          imageUrl={account.avatarUrl}
          size={80}
          label={t('aria.avatar', { account: name })}
        />
        <p className="account__name" title={account.address} dir="ltr">
          {name}
        </p>
        {balance ? (
          <p className="account__balance" dir="ltr" data-testid="account-balance">
            {balance}
          </p>
        ) : null}
        {currentChain ? (
          <p className="account__chain" data-testid="account-chain">
            <ChainIcon chain={currentChain} size={20} />
            {currentChain.name}
          </p>
        ) : null}
        <div className="account__actions">
          <CopyAddressButton address={account.address} />
          <button
            type="button"
            className="wallet-action wallet-action--danger account__action"
            onClick={disconnect}
            disabled={!canDisconnect}
          >
            <DisconnectIcon />
            {t('account.disconnect')}
          </button>
        </div>
      </div>
      <RecentTransactions />
      {explorer ? (
        <a
          className="account__explorer"
          href={explorerAddressUrl(explorer, account.address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('account.view_on_explorer')}
          <span aria-hidden="true" className="account__external">
            ↗
          </span>
        </a>
      ) : null}
    </Dialog>
  );
}

function DisconnectIcon() {
  return (
    <svg
      className="account__icon--directional"
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M8 4H5.5A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8m4-9.5L15.5 10 12 13.5M15.5 10H8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
