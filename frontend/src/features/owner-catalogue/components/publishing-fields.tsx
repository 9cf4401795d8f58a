import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import type { BookFormValues } from '../book-form-values';

/** The languages a city bookshop in India stocks most; the owner may type any other. */
const COMMON_LANGUAGES = ['English', 'Hindi', 'Marathi', 'Bengali', 'Tamil', 'Telugu', 'Urdu', 'Sanskrit'];

/** Author, publisher and language: what a bookshop's customer searches by; blank for stationery. */
export function PublishingFields() {
  const field = useRegisteredField<BookFormValues>();
  return (
    <fieldset className="grid gap-5 sm:grid-cols-3">
      <legend className="mb-2 text-sm text-slate-600">For books; leave blank for stationery.</legend>
      <FormField
        id="book-author"
        label="Author"
        autoComplete="off"
        placeholder="e.g. Munshi Premchand"
        {...field('author')}
      />
      <FormField
        id="book-publisher"
        label="Publisher"
        autoComplete="off"
        placeholder="e.g. Rajkamal Prakashan"
        {...field('publisher')}
      />
      <FormField
        id="book-language"
        label="Language"
        autoComplete="off"
        list="book-languages"
        placeholder="e.g. Hindi"
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
