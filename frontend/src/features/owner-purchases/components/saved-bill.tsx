import { formatRupees, quantityWithUnit, type Purchase } from '@shop/backend/contract';
import { ButtonLink } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useOwnerT } from '@/i18n/owner';

/** The labels page with the bill's items picked, a label for each unit received. */
export const labelsPathOf = (bill: Purchase): string =>
  `/dashboard/labels?purchase=${encodeURIComponent(bill._id)}`;

/** A bill as the server worked it out: each line's CGST and SGST or IGST, the totals and the credit. */
export function SavedBill({ bill }: { bill: Purchase }) {
  const { t } = useOwnerT();
  const { totals } = bill;
  const figures: [string, number][] = [
    [t('owner.purchases.bill.taxable'), totals.taxable],
    ...(bill.interState
      ? ([[t('owner.purchases.saved.igst'), totals.igst]] as [string, number][])
      : ([
          [t('owner.purchases.saved.cgst'), totals.cgst],
          [t('owner.purchases.saved.sgst'), totals.sgst],
        ] as [string, number][])),
    [t('owner.purchases.bill.otherCharges'), totals.otherCharges],
    [t('owner.purchases.bill.roundOff'), totals.roundOff],
    [t('owner.purchases.bill.total'), totals.total],
    [t('owner.purchases.saved.itc'), totals.itc],
  ];
  return (
    <section aria-labelledby="saved-bill-heading" className="space-y-3">
      <h3 id="saved-bill-heading" role="status" className="font-bold text-green-800">
        {t('owner.purchases.saved.heading', { number: bill.billNumber, supplier: bill.supplier.name })}
      </h3>
      <DataTable
        caption={t('owner.purchases.saved.caption')}
        rows={bill.lines}
        rowKey={(line) => line.productId}
        stacked
        columns={[
          { header: t('owner.purchases.saved.item'), cell: (line) => line.title, rowHeader: true },
          {
            header: t('owner.purchases.bill.quantity'),
            cell: (line) => quantityWithUnit(line.quantity, line.unit),
          },
          {
            header: t('owner.purchases.bill.unitCost'),
            align: 'end',
            cell: (line) => formatRupees(line.unitCost),
          },
          {
            header: t('owner.purchases.bill.taxable'),
            align: 'end',
            cell: (line) => formatRupees(line.taxable),
          },
          { header: t('owner.purchases.saved.cgst'), align: 'end', cell: (line) => formatRupees(line.cgst) },
          { header: t('owner.purchases.saved.sgst'), align: 'end', cell: (line) => formatRupees(line.sgst) },
          { header: t('owner.purchases.saved.igst'), align: 'end', cell: (line) => formatRupees(line.igst) },
          {
            header: t('owner.purchases.saved.amount'),
            align: 'end',
            cell: (line) => formatRupees(line.amount),
          },
        ]}
      />
      <ButtonLink to={labelsPathOf(bill)} variant="secondary">
        {t('owner.purchases.labels')}
      </ButtonLink>
      <dl className="grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {figures.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-slate-900 tabular-nums">{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
