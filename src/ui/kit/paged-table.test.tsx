import { renderView } from '@test/support/render-view';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Loadable, PageOf } from './loadable';
import { PagedTable, type PagedTableProps, type TableColumn } from './paged-table';

interface Row {
  id: string;
  name: string;
  amount: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
];

const page = (items: Row[], total = items.length, pageNo = 1, size = 10): PageOf<Row> => ({
  items,
  page: pageNo,
  size,
  total,
});
const ready = (data: PageOf<Row>, refreshing = false): Loadable<PageOf<Row>> => ({
  status: 'ready',
  data,
  refreshing,
  updatedAt: 0,
});
const rows: Row[] = [
  { id: 'a', name: 'Alpha', amount: '1' },
  { id: 'b', name: 'Beta', amount: '2' },
];

function props(overrides: Partial<PagedTableProps<Row>> = {}): PagedTableProps<Row> {
  return {
    title: 'Claims',
    columns,
    rowKey: (row) => row.id,
    data: ready(page(rows, 34)),
    page: 1,
    size: 10,
    onPageChange: vi.fn(),
    onSizeChange: vi.fn(),
    empty: { title: 'No claims yet', description: 'Claim to see it here.' },
    ...overrides,
  };
}

describe('PagedTable', () => {
  it('renders a captioned table with column headers and one row per item', async () => {
    await renderView(<PagedTable {...props()} />);
    const table = screen.getByRole('table', { name: 'Claims' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Beta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Claims' })).toBeInTheDocument();
  });

  it('shows the range and page count and moves with previous / next', async () => {
    const onPageChange = vi.fn();
    await renderView(<PagedTable {...props({ page: 2, onPageChange, data: ready(page(rows, 34, 2)) })} />);
    const pager = screen.getByRole('navigation', { name: 'Claims: pages' });
    expect(within(pager).getByText('11–20 of 34')).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 4')).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    fireEvent.click(within(pager).getByRole('button', { name: /Previous/ }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    await renderView(<PagedTable {...props({ page: 4, data: ready(page(rows, 34, 4)) })} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('changes the page size through the labelled select', async () => {
    const onSizeChange = vi.fn();
    await renderView(<PagedTable {...props({ onSizeChange })} />);
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    expect(onSizeChange).toHaveBeenCalledWith(20);
  });

  it('while loading: skeleton rows, busy, no pager', async () => {
    await renderView(<PagedTable {...props({ data: { status: 'loading' } })} />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'Claims' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the previous page visible and the arrows waiting while the next one loads', async () => {
    await renderView(<PagedTable {...props({ data: ready(page(rows, 34), true) })} />);
    expect(screen.getByRole('cell', { name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Claims' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when the list has nothing', async () => {
    await renderView(<PagedTable {...props({ data: ready(page([], 0)) })} />);
    expect(screen.getByText('No claims yet')).toBeInTheDocument();
    expect(screen.getByText('Claim to see it here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry that calls back', async () => {
    const retry = vi.fn();
    await renderView(
      <PagedTable {...props({ data: { status: 'error', error: 'network', retry, retrying: false } })} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('stacks rows as label/value cards below 768 px', async () => {
    await renderView(<PagedTable {...props()} />, { width: 390 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Claims' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Name')).toBeInTheDocument();
    expect(within(first).getByText('Alpha')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    await renderView(<PagedTable {...props({ page: 2, data: ready(page(rows, 34, 2)) })} />, {
      language: 'zh',
    });
    expect(screen.getByText('第 11–20 条，共 34 条')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 4 页')).toBeInTheDocument();
    expect(screen.getByLabelText('每页行数')).toBeInTheDocument();
  });

  it('shows a row detail under its row across the table, and adds no row where there is none', async () => {
    const detail = (row: Row) => (row.id === 'b' ? <p>Beta was refunded</p> : null);
    const view = await renderView(<PagedTable {...props({ rowDetail: detail })} />);
    const table = screen.getByRole('table', { name: 'Claims' });
    const tableRows = within(table).getAllByRole('row');
    expect(tableRows.map((row) => row.textContent)).toEqual([
      'NameAmount',
      'Alpha1',
      'Beta2',
      'Beta was refunded',
    ]);
    expect(within(tableRows[3] as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '2');
    view.unmount();

    // On a phone the detail closes the item's card.
    await renderView(<PagedTable {...props({ rowDetail: detail })} />, { width: 390 });
    const cards = within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent?.includes('Beta was refunded'))).toEqual([false, true]);
  });
});
