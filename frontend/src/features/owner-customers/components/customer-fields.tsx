import {
  CUSTOMER_ADDRESS_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_NOTES_MAX,
  LANGUAGES,
  type CustomerRequest,
  type Language,
  type ShopCustomer,
} from '@shop/backend/contract';
import { AmountField, NoteField, PhoneField, SelectField, TextField } from '@/components/ui/form-field';
import { GstPlaceFields } from '@/components/gst-place-fields';
import { useOwnerT } from '@/i18n/owner';

/** A customer's fields as typed: text until the form is sent. */
export interface CustomerDraft {
  name: string;
  phone: string;
  gstin: string;
  address: string;
  state: string;
  creditLimit: string;
  language: Language;
  notes: string;
}

export const EMPTY_DRAFT: CustomerDraft = {
  name: '',
  phone: '',
  gstin: '',
  address: '',
  state: '',
  creditLimit: '',
  language: 'en',
  notes: '',
};

/** A known customer as the form shows them for editing; a 10-digit number, not E.164. */
export const draftOf = (customer: ShopCustomer): CustomerDraft => ({
  name: customer.name,
  phone: customer.phone.replace(/^\+91/, ''),
  gstin: customer.gstin ?? '',
  address: customer.address ?? '',
  state: customer.gstin ? '' : (customer.state ?? ''),
  creditLimit: customer.creditLimit ? String(customer.creditLimit) : '',
  language: customer.language,
  notes: customer.notes,
});

/**
 * What the API is sent, or the first thing the owner must fix. The API checks the phone and the
 * GSTIN itself; the form catches only what it can say at once. No credit limit is sent by whoever
 * may not set one, so a cashier's new customer is made without.
 */
export function requestOf(
  draft: CustomerDraft,
  maySetLimit: boolean,
): { request: CustomerRequest } | { problem: 'name' | 'phone' | 'limit' } {
  if (!draft.name.trim()) return { problem: 'name' };
  if (!draft.phone.trim()) return { problem: 'phone' };
  const limit = draft.creditLimit.trim() ? Number(draft.creditLimit.trim()) : 0;
  if (!Number.isFinite(limit) || limit < 0) return { problem: 'limit' };
  return {
    request: {
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      gstin: draft.gstin.trim() || null,
      address: draft.address.trim() || null,
      state: draft.gstin.trim() ? null : draft.state.trim() || null,
      ...(maySetLimit ? { creditLimit: limit } : {}),
      language: draft.language,
      notes: draft.notes.trim(),
    },
  };
}

/** The fields of a customer, for adding one and for editing one. */
export function CustomerFields({
  idPrefix,
  draft,
  onChange,
  maySetLimit,
}: {
  idPrefix: string;
  draft: CustomerDraft;
  onChange: (draft: CustomerDraft) => void;
  maySetLimit: boolean;
}) {
  const { t } = useOwnerT();
  const set = (field: keyof CustomerDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('owner.customers.name')}
        maxLength={CUSTOMER_NAME_MAX}
        autoComplete="off"
        value={draft.name}
        onChange={set('name')}
      />
      <PhoneField
        id={`${idPrefix}-phone`}
        label={t('owner.customers.phone')}
        hint={t('owner.customers.phoneHint')}
        autoComplete="off"
        value={draft.phone}
        onChange={set('phone')}
      />
      <GstPlaceFields
        idPrefix={idPrefix}
        place={draft}
        onChange={(place) => onChange({ ...draft, ...place })}
        labels={{
          gstin: t('owner.customers.gstin'),
          gstinHint: t('owner.customers.gstinHint'),
          address: t('owner.customers.address'),
          state: t('owner.customers.state'),
        }}
        addressMax={CUSTOMER_ADDRESS_MAX}
      />
      {maySetLimit && (
        <AmountField
          id={`${idPrefix}-limit`}
          label={t('owner.customers.creditLimit')}
          hint={t('owner.customers.creditLimitHint')}
          value={draft.creditLimit}
          onChange={set('creditLimit')}
        />
      )}
      <SelectField
        id={`${idPrefix}-language`}
        label={t('owner.customers.language')}
        value={draft.language}
        onChange={(event) => onChange({ ...draft, language: event.target.value as Language })}
        options={LANGUAGES.map((value) => ({ value, label: t(`owner.customers.language.${value}`) }))}
      />
      <NoteField
        id={`${idPrefix}-notes`}
        label={t('owner.customers.notes')}
        maxLength={CUSTOMER_NOTES_MAX}
        value={draft.notes}
        onChange={set('notes')}
      />
    </>
  );
}
