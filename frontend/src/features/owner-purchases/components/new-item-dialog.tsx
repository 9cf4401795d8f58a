import { useState } from 'react';
import { BOOK_TITLE_MAX, CATEGORIES, isCategory } from '@shop/backend/contract';
import { FormDialog } from '@/components/ui/dialog';
import { AmountField, FormProblem, SelectField, TextField } from '@/components/ui/form-field';
import { useOwnerT } from '@/i18n/owner';
import { parseRupees } from '@/lib/money';
import type { NewItemDraft } from '../bill-draft';

type NewItemProblem = 'title' | 'category' | 'price';

interface Typed {
  title: string;
  category: string;
  price: string;
  barcode: string;
}

function newItemOf(typed: Typed): NewItemDraft | NewItemProblem {
  if (!typed.title.trim()) return 'title';
  if (!isCategory(typed.category)) return 'category';
  const newPrice = parseRupees(typed.price);
  if (newPrice === null || newPrice <= 0) return 'price';
  return { title: typed.title.trim(), category: typed.category, newPrice, barcode: typed.barcode.trim() };
}

/**
 * An item the scanner found no match for, described just enough for the catalogue: the bill's line
 * gives its HSN, rate and unit, and saving the bill adds it.
 */
export function NewItemDialog({
  barcode,
  onDone,
}: {
  barcode: string;
  onDone: (item: NewItemDraft | null) => void;
}) {
  const { t } = useOwnerT();
  const [typed, setTyped] = useState<Typed>({ title: '', category: '', price: '', barcode });
  const [problem, setProblem] = useState<NewItemProblem | null>(null);
  const set = (field: keyof Typed) => (value: string) => setTyped((now) => ({ ...now, [field]: value }));

  function submit() {
    const read = newItemOf(typed);
    if (typeof read === 'string') return setProblem(read);
    onDone(read);
  }

  return (
    <FormDialog
      title={t('owner.purchases.newItem.title')}
      description={t('owner.purchases.newItem.intro')}
      submitLabel={t('owner.purchases.newItem.add')}
      cancelLabel={t('owner.purchases.close')}
      onSubmit={submit}
      onCancel={() => onDone(null)}
    >
      <TextField
        id="new-item-title"
        label={t('owner.purchases.newItem.name')}
        autoComplete="off"
        maxLength={BOOK_TITLE_MAX}
        value={typed.title}
        onChange={set('title')}
      />
      <SelectField
        id="new-item-category"
        label={t('owner.purchases.newItem.category')}
        value={typed.category}
        onChange={(event) => set('category')(event.target.value)}
        options={[
          { value: '', label: t('owner.purchases.newItem.chooseCategory') },
          ...CATEGORIES.map((category) => ({
            value: category,
            label: t('owner.terms.category', { category }),
          })),
        ]}
      />
      <AmountField
        id="new-item-price"
        label={t('owner.purchases.newItem.price')}
        value={typed.price}
        onChange={set('price')}
      />
      <TextField
        id="new-item-barcode"
        label={t('owner.purchases.newItem.barcode')}
        autoComplete="off"
        value={typed.barcode}
        onChange={set('barcode')}
      />
      {problem && <FormProblem>{t(`owner.purchases.newItem.needs.${problem}`)}</FormProblem>}
    </FormDialog>
  );
}
