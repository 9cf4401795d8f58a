import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { BookPrice } from '@/components/book-price';
import { StockBadge, stockText } from '@/components/stock-badge';
import { AddToCartButton } from '@/features/catalogue/components/book-card';
import { PageLoading } from '@/components/status';
import { BookCover } from '@/components/book-cover';
import { categoryName } from '@/components/category-filter';
import { useT, type MessageId } from '@/i18n';
import { isOutOfStock, LINE_QUANTITY_MAX, type Book } from '@shop/backend/contract';
import { useGetBookQuery } from '../api';
import { BackInStock } from '../components/back-in-stock';

export default function BookDetailPage() {
  const { id = '' } = useParams();
  const book = useGetBookQuery(id, { skip: !id });
  const { t } = useT();

  return (
    <div className="page-container">
      <Link to="/" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> {t('catalogue.goBack')}
      </Link>
      <QueryState query={book} loading={<PageLoading />} error={t('catalogue.bookError')}>
        {(book) => <BookDetail book={book} />}
      </QueryState>
    </div>
  );
}

/** As many as the shop has counted, at most a cart line's limit; none when out of stock. */
function QuantityPicker({
  book,
  value,
  onChange,
}: {
  book: Book;
  value: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const { t } = useT();
  if (isOutOfStock(book)) return null;
  const most = Math.min(LINE_QUANTITY_MAX, book.stock ?? LINE_QUANTITY_MAX);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('catalogue.product.quantity')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base"
      >
        {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </div>
  );
}

const DETAIL_LABELS: Readonly<Record<'publisher' | 'language', MessageId>> = {
  publisher: 'catalogue.product.publisher',
  language: 'catalogue.product.language',
};

/** The publisher and language a bookshop's customer asks about; nothing when the item has neither. */
function PublishingDetails({ book }: { book: Book }) {
  const { t } = useT();
  const details = (['publisher', 'language'] as const).filter((detail) => book[detail]);
  if (details.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
      {details.map((detail) => (
        <div key={detail} className="contents">
          <dt className="text-slate-500">{t(DETAIL_LABELS[detail])}</dt>
          <dd className="text-slate-800">{book[detail]}</dd>
        </div>
      ))}
    </dl>
  );
}

function BookDetail({ book }: { book: Book }) {
  const stockId = useId();
  const [quantity, setQuantity] = useState(1);
  const { t } = useT();
  return (
    <article className="mt-6 grid gap-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8 md:grid-cols-2 md:gap-12">
      <div className="mx-auto w-full max-w-md overflow-hidden rounded-xl bg-slate-100">
        <BookCover
          coverImage={book.coverImage}
          alt={book.title}
          width={600}
          height={800}
          priority
          className="aspect-[3/4] h-auto w-full object-cover"
        />
      </div>
      <div className="flex flex-col gap-5">
        <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
          <span className="sr-only">{t('shop.category.named')} </span>
          {categoryName(t, book.category)}
        </p>
        <div>
          <h1 className="text-3xl leading-tight font-bold text-slate-900 sm:text-4xl">{book.title}</h1>
          {book.author && (
            <p className="mt-2 text-lg text-slate-700">
              {t('catalogue.product.by')} <span className="font-semibold">{book.author}</span>
            </p>
          )}
        </div>
        <p className="text-lg leading-relaxed whitespace-pre-line text-slate-700">{book.description}</p>
        <PublishingDetails book={book} />
        <BookPrice newPrice={book.newPrice} oldPrice={book.oldPrice} size="lg" />
        <StockBadge stock={book.stock} id={stockId} />
        <QuantityPicker book={book} value={quantity} onChange={setQuantity} />
        {isOutOfStock(book) && <BackInStock book={book} />}
        <div className="sm:max-w-xs">
          <AddToCartButton
            book={book}
            quantity={quantity}
            describedBy={stockText(book.stock) ? stockId : undefined}
          />
        </div>
        <p className="text-sm text-slate-600">{t('catalogue.product.howToBuy')}</p>
      </div>
    </article>
  );
}
