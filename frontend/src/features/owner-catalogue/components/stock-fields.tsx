import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import type { BookFormValues } from '../book-form-values';

/** Stock, SKU and barcode, all optional: a blank stock means the shop does not count the item. */
export function StockFields({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {/* Text, not a number box: a browser empties a number box it cannot read, which here would
          silently mean "not counted". */}
      <FormField
        id="book-stock"
        label={t('owner.catalogue.form.stock')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('owner.catalogue.form.stockPlaceholder')}
        hint={t(mode === 'edit' ? 'owner.catalogue.form.stockEditHint' : 'owner.catalogue.form.stockAddHint')}
        {...field('stock')}
      />
      <FormField
        id="book-sku"
        label={t('owner.catalogue.form.sku')}
        autoComplete="off"
        placeholder={t('owner.catalogue.form.skuPlaceholder')}
        hint={t('owner.catalogue.form.skuHint')}
        {...field('sku')}
      />
      {/* Not a numeric keypad: an ISBN-10 may end in X. A scanner types into it like a keyboard. */}
      <FormField
        id="book-barcode"
        label={t('owner.catalogue.form.barcode')}
        autoComplete="off"
        placeholder={t('owner.catalogue.form.barcodePlaceholder')}
        hint={t('owner.catalogue.form.barcodeHint')}
        {...field('barcode')}
      />
    </div>
  );
}
