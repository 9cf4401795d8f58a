import {
  PAYMENT_TERMS_MAX_DAYS,
  SUPPLIER_ADDRESS_MAX,
  SUPPLIER_NAME_MAX,
  type Supplier,
  type SupplierRequest,
} from '@shop/backend/contract';
import { CountField, PhoneField, TextField } from '@/components/ui/form-field';
import { GstPlaceFields } from '@/components/gst-place-fields';
import { useOwnerT } from '@/i18n/owner';

/** A supplier's fields as typed: text until the form is sent. */
export interface SupplierDraft {
  name: string;
  gstin: string;
  address: string;
  state: string;
  phone: string;
  paymentTermsDays: string;
}

export const EMPTY_SUPPLIER: SupplierDraft = {
  name: '',
  gstin: '',
  address: '',
  state: '',
  phone: '',
  paymentTermsDays: '0',
};

/** A known supplier as the form shows them for editing; a 10-digit number, not E.164. */
export const supplierDraftOf = (supplier: Supplier): SupplierDraft => ({
  name: supplier.name,
  gstin: supplier.gstin ?? '',
  address: supplier.address,
  state: supplier.gstin ? '' : supplier.state,
  phone: (supplier.phone ?? '').replace(/^\+91/, ''),
  paymentTermsDays: String(supplier.paymentTermsDays),
});

export type SupplierProblem = 'name' | 'address' | 'state' | 'terms';

/**
 * What the API is sent, or the first thing to fix. The API reads the GSTIN and the phone itself;
 * the form says at once only what it can: a state is needed when there is no GSTIN to read it from.
 */
export function supplierRequestOf(
  draft: SupplierDraft,
): { request: SupplierRequest } | { problem: SupplierProblem } {
  const gstin = draft.gstin.trim();
  if (!draft.name.trim()) return { problem: 'name' };
  if (!draft.address.trim()) return { problem: 'address' };
  if (!gstin && !draft.state.trim()) return { problem: 'state' };
  const days = draft.paymentTermsDays.trim() ? Number(draft.paymentTermsDays) : 0;
  if (!Number.isInteger(days) || days < 0 || days > PAYMENT_TERMS_MAX_DAYS) return { problem: 'terms' };
  return {
    request: {
      name: draft.name.trim(),
      gstin: gstin ? gstin.toUpperCase() : null,
      address: draft.address.trim(),
      state: gstin ? null : draft.state.trim(),
      phone: draft.phone.trim() || null,
      paymentTermsDays: days,
    },
  };
}

/** The fields of a supplier, for adding one and for editing one. */
export function SupplierFields({
  idPrefix,
  draft,
  onChange,
}: {
  idPrefix: string;
  draft: SupplierDraft;
  onChange: (draft: SupplierDraft) => void;
}) {
  const { t } = useOwnerT();
  const set = (field: keyof SupplierDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('owner.purchases.supplier.name')}
        maxLength={SUPPLIER_NAME_MAX}
        autoComplete="off"
        value={draft.name}
        onChange={set('name')}
      />
      <GstPlaceFields
        idPrefix={idPrefix}
        place={draft}
        onChange={(place) => onChange({ ...draft, ...place })}
        labels={{
          gstin: t('owner.purchases.supplier.gstin'),
          gstinHint: t('owner.purchases.supplier.gstinHint'),
          address: t('owner.purchases.supplier.address'),
          state: t('owner.purchases.supplier.state'),
          stateHint: t('owner.purchases.supplier.stateHint'),
        }}
        addressMax={SUPPLIER_ADDRESS_MAX}
      />
      <PhoneField
        id={`${idPrefix}-phone`}
        label={t('owner.purchases.supplier.phone')}
        hint={t('owner.purchases.supplier.phoneHint')}
        autoComplete="off"
        value={draft.phone}
        onChange={set('phone')}
      />
      <CountField
        id={`${idPrefix}-terms`}
        label={t('owner.purchases.supplier.terms')}
        hint={t('owner.purchases.supplier.termsHint')}
        min={0}
        max={PAYMENT_TERMS_MAX_DAYS}
        value={draft.paymentTermsDays}
        onChange={(event) => set('paymentTermsDays')(event.target.value)}
      />
    </>
  );
}
