import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import type { BookFormValues } from '../book-form-values';

type TypedName = 'title' | 'author' | 'publisher' | 'language' | 'stock' | 'sku' | 'barcode';

/**
 * A text box of the book form, named as the form names them all: id book-<name>, its label and
 * placeholder the messages owner.catalogue.form.<name> and <name>Placeholder. None is a box a
 * browser should fill from the owner's own details.
 */
export function BookTextField({
  name,
  ...inputProps
}: { name: TypedName } & Omit<ComponentProps<typeof FormField>, 'id' | 'label' | 'name'>) {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  return (
    <FormField
      id={`book-${name}`}
      label={t(`owner.catalogue.form.${name}`)}
      autoComplete="off"
      placeholder={t(`owner.catalogue.form.${name}Placeholder`)}
      {...inputProps}
      {...field(name)}
    />
  );
}
