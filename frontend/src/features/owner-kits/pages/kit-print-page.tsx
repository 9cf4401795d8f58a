import { useParams } from 'react-router-dom';
import type { KitView } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { HeadingRow } from '@/components/ui/data-table';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import { BackLink } from '../components/back-link';
import { LoadedKit } from '../components/loaded-kit';

export const SCHOOL_LIST_ID = 'kit-school-list';

/**
 * While the school list is on the page, printing prints it alone, as the desk's pick list does:
 * every element that neither holds it nor is inside it is left out, and the ones holding it lose
 * their layout so the list starts at the top of the sheet.
 */
export const PRINT_SCHOOL_LIST_ONLY = `@media print {
  body *:not(:has(#${SCHOOL_LIST_ID})):not(#${SCHOOL_LIST_ID}):not(#${SCHOOL_LIST_ID} *) { display: none !important; }
  body *:has(#${SCHOOL_LIST_ID}) {
    display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: none !important; min-height: 0 !important; max-width: none !important;
    overflow: visible !important;
  }
}`;

/** /dashboard/kits/:id/print: the list as a parent takes it home, with the shop's name and the kit's price. */
export default function KitPrintPage() {
  const { id = '' } = useParams();
  return <LoadedKit id={id}>{(kit) => <PrintableKit kit={kit} />}</LoadedKit>;
}

function PrintableKit({ kit }: { kit: KitView }) {
  const { t } = useOwnerT();
  return (
    <section aria-labelledby="school-list-heading" className="mx-auto w-full max-w-3xl">
      <style>{PRINT_SCHOOL_LIST_ONLY}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <BackLink to={`/dashboard/kits/${kit._id}/edit`} label={t('owner.kits.print.backToKit')} />
        <Button size="sm" label={t('owner.kits.print.print')} onClick={() => window.print()} />
      </div>
      <SchoolList kit={kit} />
    </section>
  );
}

function SchoolList({ kit }: { kit: KitView }) {
  const { t, money, number } = useOwnerT();
  const { data: shop } = useGetShopQuery();
  return (
    <article
      id={SCHOOL_LIST_ID}
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 sm:p-8"
    >
      {shop?.name && (
        <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{shop.name}</p>
      )}
      <h1 id="school-list-heading" className="mt-1 text-2xl font-bold break-words">
        {kit.school}
      </h1>
      <p className="text-lg font-semibold">
        {t('owner.kits.print.classYear', { className: kit.className, academicYear: kit.academicYear })}
      </p>
      {kit.title && <p className="text-sm text-slate-600">{kit.title}</p>}
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">{t('owner.kits.print.caption', { title: kit.title })}</caption>
        <thead>
          <HeadingRow
            className="border-b-2 border-slate-800 text-left"
            cellClassName="py-2"
            headings={[
              { header: t('owner.kits.print.number'), className: 'w-8 pr-2' },
              { header: t('owner.kits.print.item'), className: 'pr-2' },
              { header: t('owner.kits.print.quantity'), align: 'end', className: 'pr-2' },
              {
                header: <span className="sr-only">{t('owner.kits.print.optionalColumn')}</span>,
                align: 'end',
              },
            ]}
          />
        </thead>
        <tbody>
          {kit.lines.map((line, index) => (
            <tr key={line.productId} className="break-inside-avoid border-b border-slate-200">
              <td className="py-2 pr-2 align-top tabular-nums">{number(index + 1)}</td>
              <th scope="row" className="py-2 pr-2 text-left font-normal break-words">
                {line.item?.title ?? t('owner.kits.lines.gone')}
              </th>
              <td className="py-2 pr-2 text-right align-top font-semibold tabular-nums">
                {number(line.quantity)}
              </td>
              <td className="py-2 text-right align-top text-slate-600 italic">
                {line.optional ? t('owner.kits.print.optional') : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt>{t('owner.kits.price.withAll')}</dt>
          <dd className="text-lg font-bold">{money(kit.priceWithAllOptional)}</dd>
        </div>
        <div>
          <dt>{t('owner.kits.price.withNone')}</dt>
          <dd className="text-lg font-bold">{money(kit.priceWithoutOptional)}</dd>
        </div>
      </dl>
      {kit.notes && <p className="mt-4 text-sm whitespace-pre-line">{kit.notes}</p>}
    </article>
  );
}
