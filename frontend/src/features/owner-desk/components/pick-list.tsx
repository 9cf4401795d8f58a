import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { BookThumbnail } from '@/components/book-cover';
import { useOwnerT } from '@/i18n/owner';
import { formatCount } from '@/lib/money';
import {
  bagLabel,
  type OrderLineKit,
  type PickBag,
  type PickListLine,
  type PrintJobToRun,
} from '@shop/backend/contract';
import { useGetShopQuery } from '@/features/shop';
import { formatOrderTime } from '@/features/orders';
import { RECEIPT_SHEET_ID } from '@/features/owner-counter';
import { gatherKits } from '../kit-bags';
import { PrintJobsToRun } from './print-jobs-to-run';

export const PICK_LIST_ID = 'pick-list';

/**
 * While the pick list is on the page, printing prints it alone: every element that neither holds
 * it nor is inside it is left out, and the ones holding it lose their layout (grid, padding,
 * shadows) so the list starts at the top of the sheet. Hidden rather than made invisible, so the
 * long order list below leaves no blank pages behind. A receipt being printed from the desk takes
 * precedence: while its sheet is on the page, the pick list keeps out of the way.
 */
const NO_RECEIPT = `body:not(:has(> #${RECEIPT_SHEET_ID}))`;
export const PRINT_PICK_LIST_ONLY = `@media print {
  ${NO_RECEIPT} *:not(:has(#${PICK_LIST_ID})):not(#${PICK_LIST_ID}):not(#${PICK_LIST_ID} *) { display: none !important; }
  ${NO_RECEIPT} *:has(#${PICK_LIST_ID}) {
    display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: none !important; min-height: 0 !important; overflow: visible !important;
  }
}`;

const units = (lines: readonly PickListLine[]) => lines.reduce((sum, line) => sum + line.units, 0);

type OwnerT = ReturnType<typeof useOwnerT>['t'];

const pickColumns = (t: OwnerT): readonly Column<PickListLine>[] => [
  {
    header: t('owner.desk.pickItem'),
    rowHeader: true,
    cell: (line) => (
      <span className="flex items-center gap-3">
        <BookThumbnail coverImage={line.coverImage} alt="" size="xs" className="print:hidden" />
        {line.title}
      </span>
    ),
  },
  {
    header: t('owner.desk.pickUnits'),
    cell: (line) => formatCount(line.units),
    numeric: true,
    className: 'text-base font-bold text-slate-900',
  },
  {
    header: t('owner.desk.pickOrders'),
    cell: (line) => formatCount(line.orders),
    numeric: true,
    className: 'text-slate-700',
  },
];

function PickTable({ lines }: { lines: readonly PickListLine[] }) {
  const { t } = useOwnerT();
  return (
    <DataTable
      look="plain"
      caption={t('owner.desk.pickCaption')}
      columns={pickColumns(t)}
      rows={lines}
      rowKey={(line) => line.bookId}
      rowClassName={() => 'break-inside-avoid'}
      stacked
      className="mt-3"
    />
  );
}

/**
 * What to take from the shelves for the placed orders, summed per item, folded away until wanted,
 * and the print jobs to run for them. It opens itself to print, from the Print button or the
 * browser's own print command alike.
 */
export function PickList({
  lines,
  printJobs,
  bags,
}: {
  lines: readonly PickListLine[];
  printJobs: readonly PrintJobToRun[];
  bags: readonly PickBag[];
}) {
  const { t } = useOwnerT();
  const { data: shop } = useGetShopQuery();
  const details = useRef<HTMLDetailsElement>(null);
  const [printedAt, setPrintedAt] = useState<string | null>(null);

  useEffect(() => {
    const open = () => {
      if (details.current) details.current.open = true;
    };
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  if (lines.length === 0 && printJobs.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{t('owner.desk.pickNothing')}</p>;
  }

  function print() {
    // The stamp must be on the page before the print dialog copies it.
    flushSync(() => setPrintedAt(new Date().toISOString()));
    if (details.current) details.current.open = true;
    window.print();
  }

  const total = units(lines);
  return (
    <div id={PICK_LIST_ID} className="mt-4 rounded-lg border border-slate-200 p-3">
      <style>{PRINT_PICK_LIST_ONLY}</style>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{t('owner.desk.pickList')}</h3>
        <Button variant="secondary" className="print:hidden" label={t('owner.desk.print')} onClick={print} />
      </div>
      {printedAt && (
        <p className="hidden text-sm print:block">
          {shop?.name ? `${shop.name} · ` : ''}
          {t('owner.desk.printedAt', { time: formatOrderTime(printedAt) })}
        </p>
      )}
      {lines.length > 0 ? (
        <details ref={details} className="mt-2">
          <summary className="cursor-pointer text-sm text-slate-700">
            {t('owner.desk.pickSummary', { items: lines.length, units: total })}
          </summary>
          <PickTable lines={lines} />
        </details>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('owner.desk.pickOnlyPrintJobs')}</p>
      )}
      <PrintJobsToRun jobs={printJobs} />
      <Bags bags={bags} />
    </div>
  );
}

/** On paper only: a section per placed order, so each bag is filled and labelled from its own list. */
function Bags({ bags }: { bags: readonly PickBag[] }) {
  const { t } = useOwnerT();
  if (bags.length === 0) return null;
  return (
    <section aria-labelledby="bags-heading" className="hidden print:block">
      <h3 id="bags-heading" className="mt-4 border-t border-slate-300 pt-3 text-base font-semibold">
        {t('owner.desk.bags')}
      </h3>
      {bags.map((bag) => (
        <section
          key={bag.orderId}
          aria-label={t('owner.desk.bag', { code: bag.pickupCode })}
          className="mt-3 break-inside-avoid"
        >
          <p className="font-semibold">
            <span className="font-mono tracking-widest">{bag.pickupCode}</span> · {bag.name} · {bag.phone}
          </p>
          <p className="text-xs">{t('owner.desk.bagPlaced', { time: formatOrderTime(bag.placedAt) })}</p>
          <ul className="mt-1 list-none text-sm">
            {gatherKits(bag.items, (item) => item.kit).map((part) =>
              part.kind === 'kit' ? (
                <KitBag key={`kit-${part.kit.group}`} kit={part.kit} items={part.items} />
              ) : (
                <BagItem key={`item-${part.index}`} item={part.item} />
              ),
            )}
            {bag.printFiles.map((file, index) => (
              <li key={`print-${index}`}>☐ {t('owner.desk.bagPrintJob', { file })}</li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

type BagLine = PickBag['items'][number];

function BagItem({ item }: { item: BagLine }) {
  return (
    <li>
      ☐ {formatCount(item.quantity)} × {item.title}
    </li>
  );
}

/** A school kit's items under its own heading, "Bag: Class 5, St. Xavier's", to pack in a bag of their own. */
function KitBag({ kit, items }: { kit: OrderLineKit; items: readonly BagLine[] }) {
  const { t } = useOwnerT();
  return (
    <li className="my-1 break-inside-avoid">
      <p className="font-semibold">{t('owner.desk.kitBag', { label: bagLabel(kit), kits: kit.kits })}</p>
      <ul
        aria-label={t('owner.desk.kitBag', { label: bagLabel(kit), kits: kit.kits })}
        className="list-none pl-4"
      >
        {items.map((item, index) => (
          <BagItem key={`${kit.group}-${index}`} item={item} />
        ))}
      </ul>
    </li>
  );
}
