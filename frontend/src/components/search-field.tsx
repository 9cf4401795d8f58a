import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@shop/backend/contract';
import { TextField } from './ui/form-field';

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
    <TextField
      id={id}
      label={label}
      type="search"
      className={`${className ?? ''} [&_input]:h-11`}
      placeholder={placeholder}
      maxLength={SEARCH_MAX_LENGTH}
      autoComplete="off"
      value={value}
      onChange={onChange}
    />
  );
}
