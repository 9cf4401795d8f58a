import { useEffect, useState } from 'react';
import { GST_STATES } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import {
  BUYER_ADDRESS_MAX,
  BUYER_NAME_MAX,
  BUYER_STATE_MAX,
  buyerProblems,
  gstinState,
  type BuyerChoice,
  type BuyerField,
} from '../buyer';

interface BuyerFieldsProps {
  /** Keeps the fields' ids apart where two forms are on one page. */
  idPrefix: string;
  buyer: BuyerChoice;
  onChange: (buyer: BuyerChoice) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows every problem, as after a refused submit; otherwise a field's shows once it is left. */
  showProblems: boolean;
  /** The field the cursor goes to (a refused sale's); it moves there each time this changes. */
  focus?: { field: BuyerField } | null;
  /** Why the bill must name its buyer (a sale of ₹50,000 or more), shown above the fields. */
  notice?: string;
}

const STATE_NAMES = [...new Set(Object.values(GST_STATES))].sort();

/**
 * The buyer the bill names: a business's name, GSTIN and address, or anyone's name, address and
 * state on a large bill. Folded away: most sales are to walk-in people, and a closed section leaves
 * the keyboard flow of those sales as it was.
 */
export function BuyerFields({
  idPrefix,
  buyer,
  onChange,
  open,
  onOpenChange,
  showProblems,
  focus,
  notice,
}: BuyerFieldsProps) {
  const { t } = useOwnerT();
  const [left, setLeft] = useState<Partial<Record<BuyerField, boolean>>>({});
  const problems = buyerProblems(buyer);
  const shown = (field: BuyerField) => (showProblems || left[field] ? problems[field] : undefined);
  const regionId = `${idPrefix}-buyer`;
  const idOf = (field: BuyerField) => `${idPrefix}-buyer-${field}`;
  const named = buyer.name.trim();
  const registeredIn = gstinState(buyer);

  useEffect(() => {
    if (open && focus) document.getElementById(idOf(focus.field))?.focus();
    // The id prefix is fixed for the form's life; only a new request to focus moves the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, open]);

  // A box is named by its field: id, label (owner.counter.buyer.<field>), value and problem.
  const field = (name: BuyerField) => ({
    id: idOf(name),
    label: t(`owner.counter.buyer.${name}`),
    value: buyer[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...buyer, [name]: event.target.value }),
    onBlur: () => setLeft((was) => ({ ...was, [name]: true })),
    error: shown(name),
  });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          label={t('owner.counter.buyer.toggle')}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => onOpenChange(!open)}
        />
        {!open && named && (
          <span className="min-w-0 text-sm break-words text-slate-700">
            {t('owner.counter.buyer.billTo', { name: named })}
          </span>
        )}
      </div>
      {open && (
        <div id={regionId} role="group" aria-label={t('owner.counter.buyer.group')} className="space-y-3">
          {notice && <p className="text-sm font-medium text-amber-900">{notice}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              hint={t('owner.counter.buyer.nameHint')}
              type="text"
              autoComplete="organization"
              maxLength={BUYER_NAME_MAX}
              {...field('name')}
            />
            <FormField
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className="font-mono"
              {...field('gstin')}
            />
            <FormField
              hint={t('owner.counter.buyer.addressHint')}
              type="text"
              autoComplete="street-address"
              maxLength={BUYER_ADDRESS_MAX}
              className="sm:col-span-2"
              {...field('address')}
            />
            {registeredIn ? (
              <p id={idOf('state')} className="text-sm text-slate-700 sm:col-span-2">
                {t('owner.counter.buyer.stateOfGstin', { state: registeredIn.name, code: registeredIn.code })}
              </p>
            ) : (
              <FormField
                type="text"
                autoComplete="address-level1"
                list={`${idPrefix}-buyer-states`}
                maxLength={BUYER_STATE_MAX}
                {...field('state')}
              />
            )}
          </div>
          <datalist id={`${idPrefix}-buyer-states`}>
            {STATE_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
      )}
    </div>
  );
}
