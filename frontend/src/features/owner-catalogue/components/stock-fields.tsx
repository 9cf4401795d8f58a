import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import type { BookFormValues } from '../book-form-values';

/** Stock, SKU and barcode, all optional: a blank stock means the shop does not count the item. */
export function StockFields({ mode }: { mode: 'add' | 'edit' }) {
  const field = useRegisteredField<BookFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {/* Text, not a number box: a browser empties a number box it cannot read, which here would
          silently mean "not counted". */}
      <FormField
        id="book-stock"
        label="Stock"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Not counted"
        hint={
          mode === 'edit'
            ? 'Units in the shop. A new number is recorded as a correction; blank stops counting.'
            : 'Units in the shop. Leave blank if the shop does not count this item.'
        }
        {...field('stock')}
      />
      <FormField
        id="book-sku"
        label="SKU"
        autoComplete="off"
        placeholder="e.g. NB-A5-200"
        hint="The shop's own code, optional. No two items may share one."
        {...field('sku')}
      />
      {/* Not a numeric keypad: an ISBN-10 may end in X. A scanner types into it like a keyboard. */}
      <FormField
        id="book-barcode"
        label="Barcode"
        autoComplete="off"
        placeholder="e.g. 9788175257665"
        hint="EAN-13 or ISBN (10 or 13 digits), EAN-8 or UPC-A, as printed under the bars; optional."
        {...field('barcode')}
      />
    </div>
  );
}
