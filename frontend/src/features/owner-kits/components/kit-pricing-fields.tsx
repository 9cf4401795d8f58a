import { KIT_PERCENT_OFF_MAX, type KitPricingMode } from '@shop/backend/contract';
import { AmountField, RadioField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { draftPrices, type KitDraft } from '../kit-draft';

interface KitPricingFieldsProps {
  draft: KitDraft;
  error?: string;
  onChange: (change: Partial<KitDraft>) => void;
}

/** How the kit is priced, and what one kit costs with every optional item and with none. */
export function KitPricingFields({ draft, error, onChange }: KitPricingFieldsProps) {
  const { t, money } = useOwnerT();
  const prices = draftPrices(draft);
  const modes: { value: KitPricingMode; label: string }[] = [
    { value: 'sum', label: t('owner.kits.pricing.sum') },
    { value: 'percentOff', label: t('owner.kits.pricing.percentOff') },
    { value: 'fixed', label: t('owner.kits.pricing.fixed') },
  ];
  return (
    <div className="grid gap-4">
      <RadioField
        id="kit-pricing"
        name="kit-pricing"
        label={t('owner.kits.pricing.label')}
        options={modes}
        value={draft.pricingMode}
        onChange={(pricingMode) => onChange({ pricingMode })}
        error={draft.pricingMode === 'sum' ? error : undefined}
      />
      {draft.pricingMode === 'percentOff' && (
        <AmountField
          id="kit-percent"
          label={t('owner.kits.pricing.percent', { max: KIT_PERCENT_OFF_MAX })}
          className="sm:w-48"
          value={draft.percent}
          error={error}
          onChange={(percent) => onChange({ percent })}
        />
      )}
      {draft.pricingMode === 'fixed' && (
        <AmountField
          id="kit-fixed-price"
          label={t('owner.kits.pricing.price')}
          className="sm:w-48"
          value={draft.fixedPrice}
          error={error}
          onChange={(fixedPrice) => onChange({ fixedPrice })}
        />
      )}
      <dl aria-live="polite" className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('owner.kits.price.withAll')}</dt>
          <dd className="text-lg font-bold text-slate-900">{prices ? money(prices.withAll) : '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('owner.kits.price.withNone')}</dt>
          <dd className="text-lg font-bold text-slate-900">{prices ? money(prices.withNone) : '—'}</dd>
        </div>
      </dl>
    </div>
  );
}
