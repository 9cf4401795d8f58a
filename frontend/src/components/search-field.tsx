import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@shop/backend/contract';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box, as long as the API lets a search be; each key reaches `onChange`. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field-input h-11"
        placeholder={placeholder}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
