import type { ReactNode } from 'react';

export interface Column<Row> {
  /** The column's heading; in stacked rows, also the label before each value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Counts and amounts: right-aligned, digits of one width, so they line up. */
  numeric?: boolean;
  /** This column names the row (a <th scope="row">), so a screen reader reads it with every cell. */
  rowHeader?: boolean;
  /** Right for counts (numeric does this), and for a column of buttons at the row's end. */
  align?: 'start' | 'end';
  /** Cell classes of this column, added to the table's own. */
  className?: string;
  /** Replaces the table's own cell padding and layout, for a cell laid out its own way (a row of buttons). */
  layoutClassName?: string;
  /** Stacked rows only: false when the value says what it is without the column's name (buttons). */
  stackedLabel?: boolean;
}

interface DataTableProps<Row> {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** framed: its own bordered card; plain: inside a card that already has one. */
  look?: 'framed' | 'plain';
  /** Below md, each row becomes a card with the column names beside its values. */
  stacked?: boolean;
  /** A refetch is under way: the rows are shown dimmed and marked busy. */
  busy?: boolean;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
}

const LOOKS = {
  framed: {
    wrapper: 'overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm',
    head: 'bg-slate-100 text-left text-xs tracking-wide text-slate-600 uppercase',
    cell: 'px-4 py-2',
  },
  plain: {
    wrapper: 'overflow-x-auto',
    head: 'border-b border-slate-300 text-left text-slate-600',
    cell: 'px-3 py-2 first:pl-0 last:pr-0',
  },
} as const;

// One table: below md the rows become cards, so there is a single copy for assistive technology.
const STACKED = {
  wrapper: 'md:overflow-hidden md:rounded-xl md:border md:border-slate-200 md:bg-white md:shadow-sm',
  table: 'block md:table',
  head: 'sr-only md:not-sr-only',
  body: 'block space-y-3 md:table-row-group md:space-y-0 md:bg-white',
  row: 'block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none md:last:border-b-0',
  rowHeader: 'block pb-2 md:table-cell md:px-4 md:py-3',
  cell: 'flex items-center justify-between gap-3 py-1 md:table-cell md:px-4 md:py-3 md:align-middle',
  label: 'text-xs font-semibold tracking-wide text-slate-500 uppercase md:hidden',
} as const;

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-700 shadow-sm">
      {children}
    </p>
  );
}

const alignsEnd = <Row,>(column: Column<Row>) => column.numeric || column.align === 'end';

export interface Heading {
  /** The column's name; words only a screen reader needs go in an sr-only span. */
  header: ReactNode;
  /** end: over a column of figures; start: where the row's own alignment is not wanted. */
  align?: 'start' | 'end';
  className?: string;
}

const ALIGN = { start: 'text-left', end: 'text-right' } as const;

/**
 * A table's row of column headings (<th scope="col">): DataTable's, and the one of a small table
 * drawn its own way (a rate card, a printed list) whose rows are not DataTable's.
 */
export function HeadingRow({
  headings,
  className,
  cellClassName = '',
}: {
  headings: readonly Heading[];
  className?: string;
  /** Every heading's classes, before its own. */
  cellClassName?: string;
}) {
  return (
    <tr className={className}>
      {headings.map((heading, index) => (
        <th
          // Headings are fixed for a table's life: their place is who they are.
          key={index}
          scope="col"
          className={
            [cellClassName, heading.align && ALIGN[heading.align], heading.className]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          {heading.header}
        </th>
      ))}
    </tr>
  );
}

function cellClass<Row>(column: Column<Row>, base: string, stacked: boolean) {
  const end = alignsEnd(column) ? (stacked ? 'md:text-right' : 'text-right') : '';
  return `${column.layoutClassName ?? base} ${end} ${column.numeric ? 'tabular-nums' : ''} ${column.className ?? ''}`;
}

function Cell<Row>({
  column,
  row,
  look,
  stacked,
}: {
  column: Column<Row>;
  row: Row;
  look: 'framed' | 'plain';
  stacked: boolean;
}) {
  if (column.rowHeader) {
    const base = stacked ? STACKED.rowHeader : LOOKS[look].cell;
    return (
      <th
        scope="row"
        className={`${cellClass(column, base, stacked)} text-left text-slate-900 ${stacked ? 'font-semibold' : 'font-medium'}`}
      >
        {column.cell(row)}
      </th>
    );
  }
  if (!stacked) return <td className={cellClass(column, LOOKS[look].cell, false)}>{column.cell(row)}</td>;
  return (
    <td className={cellClass(column, STACKED.cell, true)}>
      {column.stackedLabel !== false && (
        <span aria-hidden="true" className={STACKED.label}>
          {column.header}
        </span>
      )}
      {column.cell(row)}
    </td>
  );
}

/** The shop's table: a caption, column headings, one row per item and, when there is none, what to say instead. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  look = 'framed',
  stacked = false,
  busy,
  rowClassName,
  className = '',
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const style = LOOKS[look];
  return (
    <div className={`${stacked ? STACKED.wrapper : style.wrapper} ${className}`}>
      <table
        aria-busy={busy || undefined}
        className={`w-full text-sm ${stacked ? STACKED.table : ''} ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className={`${style.head} ${stacked ? STACKED.head : ''}`}>
          <HeadingRow
            cellClassName={`${stacked ? 'px-4 py-3' : style.cell} font-semibold`}
            headings={columns.map((column) => ({
              header: column.header,
              align: alignsEnd(column) ? 'end' : undefined,
            }))}
          />
        </thead>
        <tbody className={stacked ? STACKED.body : 'divide-y divide-slate-100'}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`${stacked ? STACKED.row : ''} ${rowClassName?.(row) ?? ''}`}>
              {columns.map((column) => (
                <Cell key={column.header} column={column} row={row} look={look} stacked={stacked} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
