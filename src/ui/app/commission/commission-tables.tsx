import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { AddressCell } from '@/ui/app/address-cell';
import { DateTimeCell } from '@/ui/app/date-time-cell';
import type { PagedSource } from '@/ui/kit/loadable';
import { PagedTable, type TableColumn } from '@/ui/kit/paged-table';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { CommissionClaimRow, CommissionLogRow, TeamRow } from './commission-types';

export interface CommissionTablesProps {
  team: PagedSource<TeamRow>;
  commissionLog: PagedSource<CommissionLogRow>;
  claimLog: PagedSource<CommissionClaimRow>;
}

function LevelBadge({ level }: { level: 1 | 2 }) {
  const { t } = useTranslation('app');
  return <span className={`badge badge--level-${level}`}>{t(`commission.team.levels.${level}`)}</span>;
}

/** Order ids can be UUIDs: the first 8 characters identify one on screen, the full id is in the tooltip. */
function OrderId({ id }: { id: string }) {
  const text = String(id);
  return (
    <span className="order-id" title={text}>
      #{text.length > 10 ? `${text.slice(0, 8)}…` : text}
    </span>
  );
}

/** The team (both levels), the commission earned per purchase and the claims, each paged. */
export function CommissionTables({ team, commissionLog, claimLog }: CommissionTablesProps) {
  const { t } = useTranslation('app');
  const amount = (value: string) => <TokenAmount value={value} />;
  const teamColumns: TableColumn<TeamRow>[] = [
    {
      key: 'address',
      header: t('commission.team.address'),
      cell: (row) => <AddressCell address={row.address} />,
    },
    {
      key: 'level',
      header: t('commission.team.level'),
      cell: (row) => <LevelBadge level={row.level} />,
      skeletonWidth: '4rem',
    },
    {
      key: 'joined',
      header: t('commission.team.joined'),
      cell: (row) => <DateTimeCell iso={row.joinedAt} />,
    },
    {
      key: 'purchased',
      header: t('commission.team.purchased'),
      cell: (row) => amount(row.purchased),
      align: 'end',
    },
  ];
  const logColumns: TableColumn<CommissionLogRow>[] = [
    { key: 'time', header: t('commission.log.time'), cell: (row) => <DateTimeCell iso={row.createdAt} /> },
    {
      key: 'from',
      header: t('commission.log.from'),
      cell: (row) => <AddressCell address={row.fromAddress} />,
    },
    {
      key: 'level',
      header: t('commission.log.level'),
      cell: (row) => <LevelBadge level={row.level} />,
      skeletonWidth: '4rem',
    },
    {
      key: 'order',
      header: t('commission.log.order'),
      cell: (row) => <OrderId id={row.orderId} />,
      skeletonWidth: '3rem',
    },
    { key: 'amount', header: t('commission.log.amount'), cell: (row) => amount(row.amount), align: 'end' },
  ];
  const claimColumns: TableColumn<CommissionClaimRow>[] = [
    {
      key: 'time',
      header: t('commission.claimLog.time'),
      cell: (row) => <DateTimeCell iso={row.createdAt} />,
    },
    {
      key: 'amount',
      header: t('commission.claimLog.amount'),
      cell: (row) => amount(row.amount),
      align: 'end',
    },
  ];
  return (
    <>
      <PagedTable
        {...team}
        title={t('commission.team.title')}
        columns={teamColumns}
        rowKey={(row) => row.address}
        empty={{ title: t('commission.team.empty'), description: t('commission.team.emptyHint') }}
        testId="commission-team"
      />
      <div className="commission-logs">
        <PagedTable
          {...commissionLog}
          title={t('commission.log.title')}
          columns={logColumns}
          rowKey={(row) => String(row.id)}
          empty={{
            title: t('commission.log.empty'),
            description: t('commission.log.emptyHint', { symbol: site.token.symbol }),
          }}
          testId="commission-log"
        />
        <PagedTable
          {...claimLog}
          title={t('commission.claimLog.title')}
          columns={claimColumns}
          rowKey={(row) => String(row.id)}
          empty={{ title: t('commission.claimLog.empty'), description: t('commission.claimLog.emptyHint') }}
          testId="commission-claim-log"
        />
      </div>
    </>
  );
}
