import { useState, type FormEvent } from 'react';
import { BILL_NUMBER_MAX, formatRupees, indiaDay, type Book, type Purchase } from '@shop/backend/contract';
import { Button, SubmitButton } from '@/components/ui/button';
import { AmountField, FormField, FormProblem, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { useOwnerT } from '@/i18n/owner';
import { readApiError } from '@/lib/api-error';
import type { ApiCallError } from '@/lib/api-error';
import { useAddBillMutation } from '../api';
import {
  billRequestOf,
  emptyBill,
  newItemTax,
  previewOf,
  withItem,
  withNewItem,
  type BillDraft,
  type NewItemDraft,
} from '../bill-draft';
import { useCategoryTax } from '../category-tax';
import { BillLines } from './bill-lines';
import { ItemFinder, type Bought } from './item-finder';
import { SavedBill } from './saved-bill';
import { SupplierPicker } from './supplier-picker';

/** The API's refusal in the owner's words: its message, and each field it found wrong. */
function refusalOf(error: ApiCallError): string[] | null {
  const read = readApiError(error);
  if (read.kind !== 'refusal') return null;
  return [read.message, ...read.issues.map((issue) => `${issue.path}: ${issue.message}`)].filter(
    (said): said is string => Boolean(said),
  );
}

/** The bill as typed, how it is sent, and what came back: the server's bill or its refusal. */
function useBillEntry(start: BillDraft | undefined) {
  const { t } = useOwnerT();
  const [draft, setDraft] = useState<BillDraft>(() => start ?? emptyBill(indiaDay(new Date())));
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState<Purchase | null>(null);
  const [addBill, { isLoading }] = useAddBillMutation();
  const categoryTax = useCategoryTax();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog's form (a new item's) is drawn elsewhere but its submit still bubbles up to here.
    if (isLoading || event.target !== event.currentTarget) return;
    const read = billRequestOf(draft);
    if ('problem' in read) return setProblems([t(`owner.purchases.bill.needs.${read.problem}`)]);
    setProblems([]);
    const result = await addBill(read.request);
    if (result.error) return setProblems(refusalOf(result.error) ?? [t('owner.purchases.unreachable')]);
    setSaved(result.data);
    setDraft(emptyBill(indiaDay(new Date())));
  }

  return {
    draft,
    setDraft,
    problems,
    saved,
    busy: isLoading,
    submit,
    anotherBill: () => setSaved(null),
    set: (field: 'billNumber' | 'billDate' | 'otherCharges' | 'roundOff') => (value: string) =>
      setDraft((now) => ({ ...now, [field]: value })),
    // The supplier it was last bought from is offered while the bill has none yet.
    addItem: (item: Book, bought: Bought) =>
      setDraft((now) =>
        withItem(
          { ...now, supplierId: now.supplierId || (bought.lastSupplierId ?? '') },
          item,
          bought,
          categoryTax,
        ),
      ),
    addNewItem: (item: NewItemDraft) =>
      setDraft((now) => withNewItem(now, item, newItemTax(item, categoryTax))),
  };
}

/**
 * A supplier's bill entered line by line; once saved, the server's own figures are shown. `start`
 * fills it first (a purchase order's goods) and says why.
 */
export function BillForm({
  onClose,
  start,
}: {
  onClose: () => void;
  start?: { draft: BillDraft; said: string };
}) {
  const { t } = useOwnerT();
  const { draft, setDraft, problems, saved, busy, submit, anotherBill, set, addItem, addNewItem } =
    useBillEntry(start?.draft);
  return (
    <Panel heading={t('owner.purchases.bill.heading')}>
      {saved ? (
        <div className="space-y-4">
          <SavedBill bill={saved} />
          <div className="flex flex-wrap gap-2">
            <Button label={t('owner.purchases.saved.another')} onClick={anotherBill} />
            <Button variant="secondary" label={t('owner.purchases.bill.discard')} onClick={onClose} />
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {draft.purchaseOrderId && start && <p className="text-sm text-slate-700">{start.said}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <SupplierPicker
              value={draft.supplierId}
              onChange={(supplierId) => setDraft({ ...draft, supplierId })}
            />
            <TextField
              id="bill-number"
              label={t('owner.purchases.bill.number')}
              autoComplete="off"
              maxLength={BILL_NUMBER_MAX}
              value={draft.billNumber}
              onChange={set('billNumber')}
            />
            <FormField
              id="bill-date"
              type="date"
              label={t('owner.purchases.bill.date')}
              max={indiaDay(new Date())}
              value={draft.billDate}
              onChange={(event) => set('billDate')(event.target.value)}
            />
          </div>
          <ItemFinder onFound={addItem} onNew={addNewItem} />
          <BillLines lines={draft.lines} onChange={(lines) => setDraft((now) => ({ ...now, lines }))} />
          <BillCharges draft={draft} set={set} />
          {problems.length > 0 && (
            <FormProblem>
              {problems.map((said) => (
                <span key={said} className="block">
                  {said}
                </span>
              ))}
            </FormProblem>
          )}
          <div className="flex flex-wrap gap-2">
            <SubmitButton busy={busy} label={t('owner.purchases.bill.submit')} />
            <Button variant="secondary" label={t('owner.purchases.bill.discard')} onClick={onClose} />
          </div>
        </form>
      )}
    </Panel>
  );
}

function BillCharges({
  draft,
  set,
}: {
  draft: BillDraft;
  set: (field: 'otherCharges' | 'roundOff') => (value: string) => void;
}) {
  const { t } = useOwnerT();
  const preview = previewOf(draft);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AmountField
        id="bill-other-charges"
        label={t('owner.purchases.bill.otherCharges')}
        hint={t('owner.purchases.bill.otherChargesHint')}
        value={draft.otherCharges}
        onChange={set('otherCharges')}
      />
      <TextField
        id="bill-round-off"
        label={t('owner.purchases.bill.roundOff')}
        hint={t('owner.purchases.bill.roundOffHint')}
        autoComplete="off"
        value={draft.roundOff}
        onChange={set('roundOff')}
      />
      <div className="rounded-md bg-slate-50 p-3 text-sm sm:col-span-2">
        <p className="mb-1 text-slate-600">{t('owner.purchases.bill.estimate')}</p>
        <p className="flex flex-wrap gap-x-4 font-semibold text-slate-900 tabular-nums">
          <span>
            {t('owner.purchases.bill.taxable')}: {formatRupees(preview.taxable)}
          </span>
          <span>
            {t('owner.purchases.bill.tax')}: {formatRupees(preview.tax)}
          </span>
          <span>
            {t('owner.purchases.bill.total')}: {formatRupees(preview.total)}
          </span>
        </p>
      </div>
    </div>
  );
}
