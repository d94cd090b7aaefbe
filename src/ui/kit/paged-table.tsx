import { Fragment, type ReactNode, useId } from 'react';
import { ViewportActor } from '@/ui/actors/viewport-context';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { ErrorState } from './error-state';
import type { Loadable, PageOf } from './loadable';
import { Skeleton } from './skeleton';
import { TablePager } from './table-pager';
import './paged-table.css';

export interface TableColumn<Row> {
  /** Stable id of the column (React key, test id). */
  key: string;
  /** Column header, also the label of the value in the stacked cards on narrow screens. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up at the end. */
  align?: 'start' | 'end';
  /** Width of the loading placeholder in this column (CSS length). */
  skeletonWidth?: string;
}

export interface PagedTableProps<Row> {
  /** Heading of the block and the table's caption. */
  title: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The page as the route container loaded it. */
  data: Loadable<PageOf<Row>>;
  /** Page and size are owned by the caller (they are part of its query key). */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
  sizeOptions?: readonly number[];
  /** What to say when the list is empty. */
  empty: EmptyStateProps;
  /**
   * What a row has to say beyond its columns (null for nothing): shown under the row across the whole table,
   * or at the end of its card on narrow screens.
   */
  rowDetail?: (row: Row) => ReactNode;
  /** Controls beside the heading (e.g. a filter). */
  actions?: ReactNode;
  testId?: string;
}

const SKELETON_ROWS_MAX = 5;

/**
 * A paged list: heading, a captioned table (stacked label/value cards below 768 px), pager; skeleton rows
 * while loading, the empty state, or the error state with Retry. The previous page stays visible, dimmed and
 * marked busy, while the next one loads.
 */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { title, data, page, size, empty, actions, testId } = props;
  const headingId = useId();
  const narrow = ViewportActor.useSelector((snapshot) => snapshot.context.isNarrow);
  const busy = data.status === 'loading' || (data.status === 'ready' && data.refreshing);
  const rows = data.status === 'ready' ? data.data.items : null;
  return (
    <section className="kit-table" aria-labelledby={headingId} aria-busy={busy} data-testid={testId}>
      <div className="kit-table__head">
        <h3 id={headingId} className="kit-table__title">
          {title}
        </h3>
        {actions}
      </div>
      {data.status === 'error' ? (
        <ErrorState error={data.error} onRetry={data.retry} retrying={data.retrying} />
      ) : rows && rows.length === 0 ? (
        <EmptyState {...empty} />
      ) : narrow ? (
        <RowCards {...props} rows={rows} skeletonRows={Math.min(size, SKELETON_ROWS_MAX)} />
      ) : (
        <RowTable {...props} rows={rows} skeletonRows={Math.min(size, SKELETON_ROWS_MAX)} />
      )}
      {data.status === 'ready' && data.data.total > 0 ? (
        <TablePager
          label={title}
          page={page}
          size={size}
          total={data.data.total}
          sizeOptions={props.sizeOptions}
          onPageChange={props.onPageChange}
          onSizeChange={props.onSizeChange}
          busy={data.refreshing}
        />
      ) : null}
    </section>
  );
}

type BodyProps<Row> = PagedTableProps<Row> & { rows: Row[] | null; skeletonRows: number };

function RowTable<Row>({ title, columns, rows, rowKey, rowDetail, skeletonRows, data }: BodyProps<Row>) {
  const refreshing = data.status === 'ready' && data.refreshing;
  return (
    <div className="kit-table__scroll">
      <table className={`kit-table__table${refreshing ? ' is-refreshing' : ''}`}>
        <caption className="kit-sr-only">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'is-end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((row) => {
                const detail = rowDetail?.(row) ?? null;
                return (
                  <Fragment key={rowKey(row)}>
                    <tr className={detail === null ? undefined : 'has-detail'}>
                      {columns.map((column) => (
                        <td key={column.key} className={column.align === 'end' ? 'is-end' : undefined}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                    {detail === null ? null : (
                      <tr className="kit-table__detail">
                        <td colSpan={columns.length}>{detail}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            : Array.from({ length: skeletonRows }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.key} className={column.align === 'end' ? 'is-end' : undefined}>
                      <Skeleton width={column.skeletonWidth ?? '70%'} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function RowCards<Row>({ title, columns, rows, rowKey, rowDetail, skeletonRows, data }: BodyProps<Row>) {
  const refreshing = data.status === 'ready' && data.refreshing;
  const items = rows ?? Array.from({ length: skeletonRows }, () => null);
  return (
    <ul className={`kit-table__cards${refreshing ? ' is-refreshing' : ''}`} aria-label={title}>
      {items.map((row, index) => (
        <li key={row === null ? index : rowKey(row)} data-testid={row === null ? 'skeleton-row' : undefined}>
          <dl>
            {columns.map((column) => (
              <div key={column.key} className="kit-table__pair">
                <dt>{column.header}</dt>
                <dd>
                  {row === null ? <Skeleton width={column.skeletonWidth ?? '50%'} /> : column.cell(row)}
                </dd>
              </div>
            ))}
          </dl>
          {row === null ? null : (rowDetail?.(row) ?? null)}
        </li>
      ))}
    </ul>
  );
}
