import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { claimMachine } from '@/machines/claim/claim.machine';
import type { copyAddressMachine } from '@/machines/copy-address/copy-address.machine';
import type { Loadable, PagedSource } from '@/ui/kit/loadable';
import { CommissionBalance } from './commission-balance';
import { CommissionChart } from './commission-chart';
import { CommissionTables } from './commission-tables';
import type {
  CommissionBalanceView,
  CommissionClaimRow,
  CommissionDayView,
  CommissionLogRow,
  InviteView,
  TeamRow,
} from './commission-types';
import { InviteCard } from './invite-card';
import '@/ui/kit/button.css';
import '../screen.css';
import './commission.css';

export interface CommissionScreenProps {
  invite: Loadable<InviteView>;
  balance: Loadable<CommissionBalanceView>;
  team: PagedSource<TeamRow>;
  commissionLog: PagedSource<CommissionLogRow>;
  claimLog: PagedSource<CommissionClaimRow>;
  /** Commission earned per day by level (GET /me/commission-daily). */
  daily: Loadable<CommissionDayView[]>;
  /** Claim actor for POST /me/commission/claim. */
  claimRef: ActorRefFrom<typeof claimMachine>;
  copyLinkRef: ActorRefFrom<typeof copyAddressMachine>;
  copyCodeRef: ActorRefFrom<typeof copyAddressMachine>;
  /** Click time for claims (Date.now; tests fix it). */
  clock?: () => number;
}

/** The Commission screen: invite link and code, the commission balance with Claim, the team and histories. */
export function CommissionScreen(props: CommissionScreenProps) {
  const { t } = useTranslation('app');
  return (
    <div className="app-screen commission-screen">
      <header className="app-screen__header">
        <h1 className="app-screen__title">{t('commission.title')}</h1>
        <p className="app-screen__lead">{t('commission.lead')}</p>
      </header>
      <InviteCard invite={props.invite} copyLinkRef={props.copyLinkRef} copyCodeRef={props.copyCodeRef} />
      <CommissionBalance balance={props.balance} claimRef={props.claimRef} clock={props.clock} />
      <CommissionChart daily={props.daily} />
      <CommissionTables team={props.team} commissionLog={props.commissionLog} claimLog={props.claimLog} />
    </div>
  );
}
