import { GST_RATES, UNIT_LABELS, UNITS, type GstRate, type Unit } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { AmountField, CountField, SelectField, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useGetSupplierQuery } from '../api';
import type { LineDraft } from '../bill-draft';

/** The bill's lines as typed, each a card of its own fields so a phone shows them one below another. */
export function BillLines({
  lines,
  onChange,
}: {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
}) {
  const { t } = useOwnerT();
  const change = (index: number, line: LineDraft) =>
    onChange(lines.map((old, at) => (at === index ? line : old)));
  return (
    <section aria-labelledby="bill-lines-heading" className="space-y-3">
      <h3 id="bill-lines-heading" className="font-bold text-slate-900">
        {t('owner.purchases.bill.lines')}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t('owner.purchases.bill.noLines')}</p>
      ) : (
        <ol className="space-y-3">
          {lines.map((line, index) => (
            <LineFields
              key={line.key}
              line={line}
              onChange={(changed) => change(index, changed)}
              onRemove={() => onChange(lines.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function LineFields({
  line,
  onChange,
  onRemove,
}: {
  line: LineDraft;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useOwnerT();
  const id = `bill-line-${line.key}`;
  return (
    <li aria-label={line.title} className="rounded-lg border border-slate-200 p-3">
      <div className="mb-2 flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {line.title}
          {line.newItem && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {t('owner.purchases.newItem.badge')}
            </span>
          )}
          {line.lastSupplierId && <LastSupplier id={line.lastSupplierId} />}
        </p>
        <Button variant="dangerOutline" label={t('owner.purchases.bill.remove')} onClick={onRemove}>
          <span className="sr-only">: {line.title}</span>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <CountField
          id={`${id}-quantity`}
          label={t('owner.purchases.bill.quantity')}
          min={1}
          value={line.quantity}
          onChange={(event) => onChange({ ...line, quantity: event.target.value })}
        />
        <AmountField
          id={`${id}-cost`}
          label={t('owner.purchases.bill.unitCost')}
          value={line.unitCost}
          onChange={(unitCost) => onChange({ ...line, unitCost })}
        />
        <SelectField
          id={`${id}-rate`}
          label={t('owner.purchases.bill.gstRate')}
          value={String(line.gstRate)}
          onChange={(event) => onChange({ ...line, gstRate: Number(event.target.value) as GstRate })}
          options={GST_RATES.map((rate) => ({
            value: String(rate),
            label: t('owner.purchases.bill.rate', { rate }),
          }))}
        />
        <TextField
          id={`${id}-hsn`}
          label={t('owner.purchases.bill.hsn')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={line.hsn}
          onChange={(hsn) => onChange({ ...line, hsn })}
        />
        <SelectField
          id={`${id}-unit`}
          label={t('owner.purchases.bill.unit')}
          value={line.unit}
          onChange={(event) => onChange({ ...line, unit: event.target.value as Unit })}
          options={UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }))}
        />
      </div>
    </li>
  );
}

/** Who the item was bought from last, so a bill from someone else is noticed. */
function LastSupplier({ id }: { id: string }) {
  const { t } = useOwnerT();
  const { data } = useGetSupplierQuery(id);
  if (!data) return null;
  return (
    <span className="block text-sm font-normal text-slate-600">
      {t('owner.purchases.bill.lastSupplier', { name: data.name })}
    </span>
  );
}
