import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@shop/backend/contract';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <form role="search" aria-label="Items" className="sm:w-80" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="field-label">
        Search items
      </label>
      <input
        id={id}
        type="search"
        className="field-input h-11"
        placeholder="Title or description"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
