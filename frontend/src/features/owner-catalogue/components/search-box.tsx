import { SearchField } from '@/components/search-field';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <form role="search" aria-label="Items" className="sm:w-80" onSubmit={(event) => event.preventDefault()}>
      <SearchField
        label="Search items"
        placeholder="Title, description or barcode"
        value={value}
        onChange={onChange}
      />
    </form>
  );
}
