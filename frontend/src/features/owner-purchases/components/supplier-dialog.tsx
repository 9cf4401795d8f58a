import { useState } from 'react';
import type { Supplier } from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { FormProblem } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { serverMessage } from '@/lib/fetch-errors';
import { useAddSupplierMutation, useUpdateSupplierMutation } from '../api';
import { EMPTY_SUPPLIER, SupplierFields, supplierDraftOf, supplierRequestOf } from './supplier-fields';

/** Adds a supplier (none given) or edits one; says done with a notice, or null when cancelled. */
export function SupplierDialog({
  supplier,
  onDone,
}: {
  supplier: Supplier | null;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useOwnerT();
  const [draft, setDraft] = useState(() => (supplier ? supplierDraftOf(supplier) : EMPTY_SUPPLIER));
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useAddSupplierMutation();
  const [update, updating] = useUpdateSupplierMutation();

  async function submit() {
    if (adding.isLoading || updating.isLoading) return;
    const read = supplierRequestOf(draft);
    if ('problem' in read) return setProblem(t(`owner.purchases.supplier.needs.${read.problem}`));
    setProblem(null);
    const result = supplier ? await update({ id: supplier._id, ...read.request }) : await add(read.request);
    if (result.error) return setProblem(serverMessage(result.error) ?? t('owner.purchases.unreachable'));
    const notice = supplier ? 'owner.purchases.supplier.saved' : 'owner.purchases.supplier.added';
    onDone(t(notice, { name: result.data.name }));
  }

  return (
    <FormDialog
      title={
        supplier
          ? t('owner.purchases.supplier.editTitle', { name: supplier.name })
          : t('owner.purchases.supplier.addTitle')
      }
      submitLabel={t('owner.purchases.save')}
      cancelLabel={t('owner.purchases.close')}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
    >
      <SupplierFields
        idPrefix={supplier ? 'edit-supplier' : 'new-supplier'}
        draft={draft}
        onChange={setDraft}
      />
      {problem && <FormProblem>{problem}</FormProblem>}
    </FormDialog>
  );
}
