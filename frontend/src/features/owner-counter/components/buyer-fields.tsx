import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { BUYER_NAME_MAX, buyerProblems, type BuyerChoice, type BuyerProblems } from '../buyer';

interface BuyerFieldsProps {
  /** Keeps the fields' ids apart where two forms are on one page. */
  idPrefix: string;
  buyer: BuyerChoice;
  onChange: (buyer: BuyerChoice) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shows every problem, as after a refused submit; otherwise a field's shows once it is left. */
  showProblems: boolean;
}

/**
 * A business buyer's name and GSTIN for the bill, folded away: most sales are to walk-in people,
 * and a closed section leaves the keyboard flow of those sales as it was.
 */
export function BuyerFields({
  idPrefix,
  buyer,
  onChange,
  open,
  onOpenChange,
  showProblems,
}: BuyerFieldsProps) {
  const { t } = useOwnerT();
  const [left, setLeft] = useState({ name: false, gstin: false });
  const problems = buyerProblems(buyer);
  const shown = (field: keyof BuyerProblems) => (showProblems || left[field] ? problems[field] : undefined);
  const regionId = `${idPrefix}-buyer`;
  const named = buyer.name.trim();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
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
        <div
          id={regionId}
          role="group"
          aria-label={t('owner.counter.buyer.group')}
          className="grid gap-3 sm:grid-cols-2"
        >
          <FormField
            id={`${idPrefix}-buyer-name`}
            label={t('owner.counter.buyer.name')}
            hint={t('owner.counter.buyer.nameHint')}
            type="text"
            autoComplete="organization"
            maxLength={BUYER_NAME_MAX}
            value={buyer.name}
            onChange={(event) => onChange({ ...buyer, name: event.target.value })}
            onBlur={() => setLeft((was) => ({ ...was, name: true }))}
            error={shown('name')}
          />
          <FormField
            id={`${idPrefix}-buyer-gstin`}
            label={t('owner.counter.buyer.gstin')}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={buyer.gstin}
            onChange={(event) => onChange({ ...buyer, gstin: event.target.value })}
            onBlur={() => setLeft((was) => ({ ...was, gstin: true }))}
            error={shown('gstin')}
            className="font-mono"
          />
        </div>
      )}
    </div>
  );
}
