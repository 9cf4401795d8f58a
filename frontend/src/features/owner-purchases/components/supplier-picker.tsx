import { useState } from 'react';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useGetSupplierQuery, useGetSuppliersQuery } from '../api';

const SEARCH_DELAY_MS = 300;

/** The bill's supplier: narrowed by a part of the name or GSTIN, then chosen from those found. */
export function SupplierPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (supplierId: string) => void;
}) {
  const { t } = useOwnerT();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const found = useGetSuppliersQuery({ q, page: 1 });
  const listed = found.data?.suppliers ?? [];
  // A supplier chosen for the bill (an item's last, an order's) stays offered whatever is searched.
  const chosen = useGetSupplierQuery(value, { skip: !value || listed.some((one) => one._id === value) });
  const suppliers =
    chosen.data && !listed.some((one) => one._id === value) ? [chosen.data, ...listed] : listed;
  return (
    <>
      <TextField
        id="bill-supplier-search"
        type="search"
        label={t('owner.purchases.bill.findSupplier')}
        autoComplete="off"
        value={typed}
        onChange={setTyped}
      />
      <SelectField
        id="bill-supplier"
        label={t('owner.purchases.bill.supplier')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '', label: t('owner.purchases.bill.chooseSupplier') },
          ...suppliers.map((supplier) => ({
            value: supplier._id,
            label: supplier.gstin ? `${supplier.name} (${supplier.gstin})` : supplier.name,
          })),
        ]}
      />
    </>
  );
}
