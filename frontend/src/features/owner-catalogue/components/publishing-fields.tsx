import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import type { BookFormValues } from '../book-form-values';

/**
 * The languages a city bookshop in India stocks most; the owner may type any other. They are
 * values the item keeps (and customers search by), not words of this screen.
 */
const COMMON_LANGUAGES = ['English', 'Hindi', 'Marathi', 'Bengali', 'Tamil', 'Telugu', 'Urdu', 'Sanskrit'];

/** Author, publisher and language: what a bookshop's customer searches by; blank for stationery. */
export function PublishingFields() {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  return (
    <fieldset className="grid gap-5 sm:grid-cols-3">
      <legend className="mb-2 text-sm text-slate-600">{t('owner.catalogue.form.publishingLegend')}</legend>
      <FormField
        id="book-author"
        label={t('owner.catalogue.form.author')}
        autoComplete="off"
        placeholder={t('owner.catalogue.form.authorPlaceholder')}
        {...field('author')}
      />
      <FormField
        id="book-publisher"
        label={t('owner.catalogue.form.publisher')}
        autoComplete="off"
        placeholder={t('owner.catalogue.form.publisherPlaceholder')}
        {...field('publisher')}
      />
      <FormField
        id="book-language"
        label={t('owner.catalogue.form.language')}
        autoComplete="off"
        list="book-languages"
        placeholder={t('owner.catalogue.form.languagePlaceholder')}
        {...field('language')}
      />
      <datalist id="book-languages">
        {COMMON_LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
    </fieldset>
  );
}
