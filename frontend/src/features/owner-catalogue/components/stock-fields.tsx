import { useOwnerT } from '@/i18n/owner';
import { BookTextField } from './book-text-field';

/** Stock, SKU and barcode, all optional: a blank stock means the shop does not count the item. */
export function StockFields({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useOwnerT();
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {/* Text, not a number box: a browser empties a number box it cannot read, which here would
          silently mean "not counted". */}
      <BookTextField
        name="stock"
        inputMode="numeric"
        hint={t(mode === 'edit' ? 'owner.catalogue.form.stockEditHint' : 'owner.catalogue.form.stockAddHint')}
      />
      <BookTextField name="sku" hint={t('owner.catalogue.form.skuHint')} />
      {/* Not a numeric keypad: an ISBN-10 may end in X. A scanner types into it like a keyboard. */}
      <BookTextField name="barcode" hint={t('owner.catalogue.form.barcodeHint')} />
    </div>
  );
}
