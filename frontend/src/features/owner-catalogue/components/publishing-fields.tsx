import { useOwnerT } from '@/i18n/owner';
import { BookTextField } from './book-text-field';

/**
 * The languages a city bookshop in India stocks most; the owner may type any other. They are
 * values the item keeps (and customers search by), not words of this screen.
 */
const COMMON_LANGUAGES = ['English', 'Hindi', 'Marathi', 'Bengali', 'Tamil', 'Telugu', 'Urdu', 'Sanskrit'];

/** Author, publisher and language: what a bookshop's customer searches by; blank for stationery. */
export function PublishingFields() {
  const { t } = useOwnerT();
  return (
    <fieldset className="grid gap-5 sm:grid-cols-3">
      <legend className="mb-2 text-sm text-slate-600">{t('owner.catalogue.form.publishingLegend')}</legend>
      <BookTextField name="author" />
      <BookTextField name="publisher" />
      <BookTextField name="language" list="book-languages" />
      <datalist id="book-languages">
        {COMMON_LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
    </fieldset>
  );
}
