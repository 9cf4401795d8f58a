import type { MouseEvent } from 'react';
import { COUNTER_LINE_QUANTITY_MAX } from '@shop/backend/contract';
import { IconButton } from '@/components/ui/button';
import { StockStepper } from '@/components/stock-stepper';
import { AmountField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { lineAmount, priceProblem, unitsShort, type SaleAction, type SaleLine } from '../sale';

interface SaleLinesProps {
  lines: readonly SaleLine[];
  onChange: (action: SaleAction) => void;
  /** Puts the focus back in the scan box, once a price is typed. */
  onDone: () => void;
}

/** A press on a line's button leaves the focus in the scan box: a scanner's Enter must not press it. */
function keepScanFocus(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
}

function StockWarning({ line }: { line: SaleLine }) {
  const { t } = useOwnerT();
  const short = unitsShort(line);
  if (short === 0) return null;
  const stock = Math.max(0, line.book.stock ?? 0);
  return (
    <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-300">
      {stock === 0
        ? t('owner.counter.lines.noneInStock', { short })
        : t('owner.counter.lines.onlyInStock', { stock, short })}
    </p>
  );
}

function PriceField({ line, onChange, onDone }: { line: SaleLine } & Omit<SaleLinesProps, 'lines'>) {
  const { t } = useOwnerT();
  const id = `price-${line.book._id}`;
  const problem = priceProblem(line);
  return (
    <AmountField
      id={id}
      label={t('owner.counter.lines.priceEach')}
      labelClassName="text-xs font-medium text-slate-600"
      className="w-32 [&_input]:h-11"
      placeholder={line.book.newPrice.toFixed(2)}
      error={problem ?? undefined}
      value={line.priceText}
      onChange={(text) => onChange({ type: 'price', id: line.book._id, text })}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onDone();
      }}
    />
  );
}

function LineItem({ line, onChange, onDone }: { line: SaleLine } & Omit<SaleLinesProps, 'lines'>) {
  const { t, money } = useOwnerT();
  const { book } = line;
  return (
    <li className="py-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-900">
          {book.title}
          <span className="block text-sm font-normal text-slate-600">
            {t('owner.counter.lines.each', { price: money(book.newPrice) })}
          </span>
        </p>
        <p className="shrink-0 text-lg font-semibold text-slate-900 tabular-nums">
          {money(lineAmount(line))}
        </p>
      </div>
      <StockWarning line={line} />
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <StockStepper
          itemName={book.title}
          value={line.quantity}
          max={COUNTER_LINE_QUANTITY_MAX}
          onChange={(quantity) => onChange({ type: 'quantity', id: book._id, quantity })}
        />
        <PriceField line={line} onChange={onChange} onDone={onDone} />
        <IconButton
          variant="dangerOutline"
          className="ml-auto text-xl"
          label={t('owner.counter.lines.remove', { title: book.title })}
          icon={<span aria-hidden="true">×</span>}
          onClick={() => onChange({ type: 'remove', id: book._id })}
        />
      </div>
    </li>
  );
}

/** The items rung up so far: quantity, an optional lower price, and a warning past the counted stock. */
export function SaleLines({ lines, onChange, onDone }: SaleLinesProps) {
  const { t } = useOwnerT();
  if (lines.length === 0) {
    return <p className="py-6 text-center text-slate-600">{t('owner.counter.lines.empty')}</p>;
  }
  return (
    <ul
      aria-label={t('owner.counter.lines.list')}
      className="divide-y divide-slate-200"
      onMouseDown={keepScanFocus}
    >
      {lines.map((line) => (
        <LineItem key={line.book._id} line={line} onChange={onChange} onDone={onDone} />
      ))}
    </ul>
  );
}
