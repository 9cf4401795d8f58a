import { Link } from 'react-router-dom';
import type { Book } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { DataTable, EmptyState, type Column } from '@/components/ui/data-table';
import { BookThumbnail } from '@/components/book-cover';
import { useOwnerT } from '@/i18n/owner';
import type { ItemMargin } from '../item-margin';
import type { StockAction } from '../stock-adjustment';
import { StockCell } from './stock-cell';

interface RowHandlers {
  deletingId: string | null;
  adjustingId: string | null;
  onDelete: (book: Book) => void;
  onAdjust: (book: Book, action: StockAction) => void;
}

interface BookListProps extends RowHandlers {
  books: Book[];
  /** Each item's cost and margin (null: no cost yet); left out for whoever may not see costs. */
  margins?: ReadonlyMap<string, ItemMargin | null> | null;
  /** What the owner sees when the list is empty. */
  emptyText: string;
  busy: boolean;
}

/** The Cost and Margin columns: "—" for an item never bought on a bill. */
function marginColumns(
  { t, money }: ReturnType<typeof useOwnerT>,
  margins: ReadonlyMap<string, ItemMargin | null>,
): Column<Book>[] {
  return [
    {
      header: t('owner.catalogue.list.cost'),
      numeric: true,
      cell: (book) => {
        const margin = margins.get(book._id);
        return margin ? money(margin.cost) : '—';
      },
    },
    {
      header: t('owner.catalogue.list.margin'),
      numeric: true,
      cell: (book) => {
        const margin = margins.get(book._id);
        if (!margin) return '—';
        const percent = margin.percent === null ? '' : ` (${margin.percent.toFixed(1)}%)`;
        return (
          <span className={`whitespace-nowrap ${margin.margin < 0 ? 'text-red-700' : 'text-slate-900'}`}>
            {money(margin.margin)}
            {percent}
          </span>
        );
      },
    },
  ];
}

function columns(
  words: ReturnType<typeof useOwnerT>,
  handlers: RowHandlers,
  margins: ReadonlyMap<string, ItemMargin | null> | null,
): Column<Book>[] {
  const { t, money } = words;
  return [
    { header: t('owner.catalogue.list.item'), rowHeader: true, cell: (book) => <ItemTitle book={book} /> },
    { header: t('owner.catalogue.list.codes'), cell: (book) => <ItemCodes book={book} /> },
    {
      header: t('owner.catalogue.list.category'),
      cell: (book) => (
        <span className="text-slate-700">{t('owner.terms.category', { category: book.category })}</span>
      ),
    },
    { header: t('owner.catalogue.list.tax'), cell: (book) => <ItemTax book={book} /> },
    {
      header: t('owner.catalogue.list.price'),
      numeric: true,
      cell: (book) => (
        <span className="font-semibold whitespace-nowrap text-slate-900">{money(book.newPrice)}</span>
      ),
    },
    ...(margins ? marginColumns(words, margins) : []),
    {
      header: t('owner.catalogue.list.stock'),
      numeric: true,
      cell: (book) => (
        <StockCell book={book} busy={handlers.adjustingId === book._id} onAdjust={handlers.onAdjust} />
      ),
    },
    {
      header: t('owner.catalogue.list.actions'),
      align: 'end',
      stackedLabel: false,
      layoutClassName: 'flex gap-3 pt-3 md:table-cell md:px-4 md:py-3 md:whitespace-nowrap',
      cell: (book) => (
        <RowActions book={book} deleting={handlers.deletingId === book._id} onDelete={handlers.onDelete} />
      ),
    },
  ];
}

export function BookList({ books, emptyText, busy, margins = null, ...handlers }: BookListProps) {
  const words = useOwnerT();
  const { t } = words;
  return (
    <>
      {books.length > 0 && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          {busy
            ? t('owner.catalogue.list.updating')
            : t('owner.catalogue.list.count', { count: books.length })}
        </p>
      )}
      <DataTable
        stacked
        busy={busy}
        caption={t('owner.catalogue.list.caption')}
        columns={columns(words, handlers, margins)}
        rows={books}
        rowKey={(book) => book._id}
        empty={<EmptyState>{emptyText}</EmptyState>}
      />
    </>
  );
}

/** The shop's own code and the barcode printed on the item, each named; "None" when it has neither. */
function ItemCodes({ book }: { book: Book }) {
  const { t } = useOwnerT();
  const codes = [
    { label: t('owner.catalogue.list.sku'), value: book.sku },
    { label: t('owner.catalogue.list.barcode'), value: book.barcode },
  ].filter((code) => code.value);
  if (codes.length === 0) return <span className="text-slate-500">{t('owner.catalogue.list.noCodes')}</span>;
  return (
    <span className="grid gap-0.5">
      {codes.map(({ label, value }) => (
        <span key={label} className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-xs text-slate-500">{label}</span>
          <span className="font-mono text-xs break-all text-slate-700">{value}</span>
        </span>
      ))}
    </span>
  );
}

/** The item's own HSN code and rate, each "default" when its category's is billed. */
function ItemTax({ book }: { book: Book }) {
  const { t } = useOwnerT();
  const rows = [
    { label: t('owner.catalogue.list.hsn'), value: book.hsn },
    { label: t('owner.catalogue.list.rate'), value: book.gstRate === null ? null : `${book.gstRate}%` },
  ];
  return (
    <span className="grid gap-0.5">
      {rows.map(({ label, value }) => (
        <span key={label} className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-xs text-slate-500">{label}</span>
          {value ? (
            <span className="font-mono text-xs text-slate-700">{value}</span>
          ) : (
            <span className="text-xs text-slate-500 italic">{t('owner.catalogue.list.default')}</span>
          )}
        </span>
      ))}
    </span>
  );
}

function ItemTitle({ book }: { book: Book }) {
  return (
    <span className="flex items-center gap-3">
      <BookThumbnail coverImage={book.coverImage} alt="" size="sm" className="bg-slate-100" />
      <span className="min-w-0 break-words">{book.title}</span>
    </span>
  );
}

function RowActions({
  book,
  deleting,
  onDelete,
}: {
  book: Book;
  deleting: boolean;
  onDelete: (book: Book) => void;
}) {
  const { t } = useOwnerT();
  return (
    <>
      <Link
        to={`/dashboard/edit-book/${book._id}`}
        className="btn-secondary min-h-11 flex-1 px-4 py-2 md:min-h-0 md:flex-none md:py-1.5"
      >
        {t('owner.catalogue.list.edit')}
        <span className="sr-only"> {book.title}</span>
      </Link>
      {/* Secondary and narrow: on a phone's stacked card a full-width red button invites a slip. */}
      <Button
        variant="dangerOutline"
        size="compact"
        className="min-h-11 flex-none md:ml-2 md:min-h-0 md:py-1.5"
        label={t('owner.catalogue.list.delete')}
        busy={deleting}
        busyLabel={t('owner.catalogue.list.deleting')}
        onClick={() => onDelete(book)}
      >
        <span className="sr-only"> {book.title}</span>
      </Button>
    </>
  );
}
