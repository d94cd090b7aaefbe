import { type KeyboardEvent, memo, useMemo } from 'react';
import { useWalletT } from '@/i18n/use-wallet-t';
import type { WalletKey } from '@/i18n/wallet-keys';
import { groupWallets } from '@/machines/shared/wallet-groups';
import { INSTALLED_GROUP } from '@/machines/shared/wallet-options';
import { ConnectFlowActor } from '@/ui/actors/connect-flow-context';
import { useOpeningRecentIds } from './use-opening-recent-ids';
import { WalletOptionButton } from './wallet-option';

/** The group names the dialog translates; any other configured name is shown as given. */
const GROUP_KEYS: Readonly<Record<string, WalletKey>> = {
  installed: 'connect.groups.installed',
  recommended: 'connect.groups.recommended',
  popular: 'connect.groups.popular',
  other: 'connect.groups.other',
  others: 'connect.groups.others',
  more: 'connect.groups.more',
};

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Arrow keys, Home and End move between the wallet options (Tab still walks through them too). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (!NAVIGATION_KEYS.has(event.key)) return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-wallet-option]')];
  const current = options.indexOf(document.activeElement as HTMLElement);
  const last = options.length - 1;
  const next = {
    ArrowDown: current < 0 ? 0 : Math.min(current + 1, last),
    ArrowUp: current < 0 ? last : Math.max(current - 1, 0),
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  options[next]?.focus();
}

/**
 * The wallet list: Installed first, then the configured groups, up to 3 recent wallets leading their group.
 * Memoised: it has no props, and its rows follow the actor themselves, so a new step does not redraw it.
 */
export const WalletList = memo(function WalletList() {
  const { t } = useWalletT();
  const wallets = ConnectFlowActor.useSelector((s) => s.context.wallets);
  const recentIds = useOpeningRecentIds();
  const groups = useMemo(() => groupWallets(wallets, recentIds), [wallets, recentIds]);
  return (
    <section className="cw-list" aria-label={t('aria.wallet_list')} onKeyDown={moveFocus}>
      {groups.map((group) => {
        const key = GROUP_KEYS[group.name.toLowerCase()];
        const installed = group.name === INSTALLED_GROUP;
        return (
          <div key={group.name} className="cw-group">
            <h3 className={installed ? 'cw-group__title cw-group__title--installed' : 'cw-group__title'}>
              {key ? t(key) : group.name}
            </h3>
            <ul className="cw-group__list">
              {group.wallets.map((wallet) => (
                <li key={wallet.id}>
                  <WalletOptionButton wallet={wallet} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
});
