import { SearchField } from '@/components/search-field';
import { useOwnerT } from '@/i18n/owner';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useOwnerT();
  return (
    <form
      role="search"
      aria-label={t('owner.catalogue.search.form')}
      className="sm:w-80"
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label={t('owner.catalogue.search.label')}
        placeholder={t('owner.catalogue.search.placeholder')}
        value={value}
        onChange={onChange}
      />
    </form>
  );
}
