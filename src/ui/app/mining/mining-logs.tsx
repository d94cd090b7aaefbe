import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@/ui/app/date-time-cell';
import type { PagedSource } from '@/ui/kit/loadable';
import { PagedTable, type TableColumn } from '@/ui/kit/paged-table';
import { TokenAmount } from '@/ui/kit/token-amount';
import type { MiningClaimRow, MiningLogRow } from './mining-types';

export interface MiningLogsProps {
  miningLog: PagedSource<MiningLogRow>;
  claimLog: PagedSource<MiningClaimRow>;
}

/** The mining history (claims and daily bonuses credited) and the claim history, each paged. */
export function MiningLogs({ miningLog, claimLog }: MiningLogsProps) {
  const { t } = useTranslation('app');
  const logColumns: TableColumn<MiningLogRow>[] = [
    {
      key: 'time',
      header: t('mining.log.time'),
      cell: (row) => <DateTimeCell iso={row.createdAt} />,
      skeletonWidth: '9rem',
    },
    {
      key: 'kind',
      header: t('mining.log.kind'),
      cell: (row) => <span className={`badge badge--${row.kind}`}>{t(`mining.log.kinds.${row.kind}`)}</span>,
      skeletonWidth: '5rem',
    },
    {
      key: 'amount',
      header: t('mining.log.amount'),
      cell: (row) => <TokenAmount value={row.amount} />,
      align: 'end',
      skeletonWidth: '6rem',
    },
  ];
  const claimColumns: TableColumn<MiningClaimRow>[] = [
    {
      key: 'time',
      header: t('mining.claimLog.time'),
      cell: (row) => <DateTimeCell iso={row.createdAt} />,
      skeletonWidth: '9rem',
    },
    {
      key: 'amount',
      header: t('mining.claimLog.amount'),
      cell: (row) => <TokenAmount value={row.amount} />,
      align: 'end',
      skeletonWidth: '6rem',
    },
  ];
  return (
    <div className="app-grid app-grid--2">
      <PagedTable
        {...miningLog}
        title={t('mining.log.title')}
        columns={logColumns}
        rowKey={(row) => String(row.id)}
        empty={{ title: t('mining.log.empty'), description: t('mining.log.emptyHint') }}
        testId="mining-log"
      />
      <PagedTable
        {...claimLog}
        title={t('mining.claimLog.title')}
        columns={claimColumns}
        rowKey={(row) => String(row.id)}
        empty={{ title: t('mining.claimLog.empty'), description: t('mining.claimLog.emptyHint') }}
        testId="mining-claim-log"
      />
    </div>
  );
}
