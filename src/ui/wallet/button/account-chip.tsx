import { useId } from 'react';
import { formatAccountName } from '@/domain/format/shorten-address';
import { useWalletT } from '@/i18n/use-wallet-t';
import { hasPendingTransactions } from '@/machines/transaction-store/transaction-store.machine';
import { TransactionStoreActor } from '@/ui/actors/transaction-store-context';
import { AccountAvatar } from '../shared/account-avatar';
import { formatBalanceView } from '../shared/format-balance-view';
import { useWalletViewData } from '../wallet-view-data';
import { OpenerButton } from './opener-button';

/** The connected account in the header: balance, avatar and name; opens the account modal. */
export function AccountChip() {
  const { t } = useWalletT();
  const { account } = useWalletViewData();
  const pending = TransactionStoreActor.useSelector((snapshot) => hasPendingTransactions(snapshot.context));
  const descriptionId = useId();
  if (!account) return null;
  const name = formatAccountName(account.address, account.displayName);
  const balance = formatBalanceView(account.balance);
  // Named by its visible text (balance and account, WCAG 2.5.3) and described by what it opens.
  return (
    <>
      <OpenerButton
        event="user.openAccountModal"
        modalTag="accountModalOpen"
        variant="chip"
        className="wallet-chip--account"
        describedBy={descriptionId}
      >
        {balance ? (
          <span className="wallet-chip__balance" dir="ltr">
            {balance}
          </span>
        ) : null}{' '}
        <span className="wallet-chip__account">
          {pending ? (
            <span
              className="wallet-spinner wallet-chip__pending"
              title={t('button.pending')}
              aria-hidden="true"
            />
          ) : (
            <AccountAvatar address={account.address} imageUrl={account.avatarUrl} size={24} />
          )}
          <span className="wallet-chip__name" dir="ltr">
            {name}
          </span>
        </span>
      </OpenerButton>
      <span id={descriptionId} hidden>
        {t('button.open_account', { account: name })}
        {pending ? `. ${t('button.pending')}` : ''}
      </span>
    </>
  );
}
