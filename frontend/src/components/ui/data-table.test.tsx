import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, EmptyState, HeadingRow, type Column } from './data-table';

interface Line {
  id: string;
  title: string;
  units: number;
}

const columns: Column<Line>[] = [
  { header: 'Item', cell: (line) => line.title, rowHeader: true },
  { header: 'Units', cell: (line) => line.units, numeric: true },
];

describe('DataTable', () => {
  it('when it has rows, then it has a caption, column headers and a row per item named by its row header', () => {
    render(
      <DataTable
        caption="Units to take"
        columns={columns}
        rows={[{ id: '1', title: 'Glue', units: 3 }]}
        rowKey={(line) => line.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Units to take' });
    expect(within(table).getByRole('columnheader', { name: 'Units' })).toHaveClass('text-right');
    const row = within(table).getByRole('row', { name: /Glue/ });
    expect(within(row).getByRole('rowheader', { name: 'Glue' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3' })).toHaveClass('text-right', 'tabular-nums');
  });

  it('when there are no rows, then it shows the empty state instead of a table', () => {
    render(
      <DataTable
        caption="Units to take"
        columns={columns}
        rows={[]}
        rowKey={(line) => line.id}
        empty={<EmptyState>Nothing to take.</EmptyState>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to take.')).toBeInTheDocument();
  });

  it('when stacked and busy, then each cell carries its column name for small screens and the table is busy', () => {
    render(
      <DataTable
        stacked
        busy
        caption="Items"
        columns={columns}
        rows={[{ id: '1', title: 'Glue', units: 3 }]}
        rowKey={(line) => line.id}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    const cell = screen.getByRole('cell');
    expect(within(cell).getByText('Units')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('HeadingRow', () => {
  it('when a small table draws its own rows, then each heading is a column header aligned as asked', () => {
    render(
      <table>
        <thead>
          <HeadingRow
            cellClassName="px-3"
            headings={[
              { header: <span className="sr-only">Printing</span>, align: 'start' },
              { header: 'Single', align: 'end', className: 'w-8' },
            ]}
          />
        </thead>
      </table>,
    );
    expect(screen.getByRole('columnheader', { name: 'Printing' })).toHaveClass('px-3', 'text-left');
    expect(screen.getByRole('columnheader', { name: 'Single' })).toHaveClass('px-3', 'text-right', 'w-8');
  });
});
