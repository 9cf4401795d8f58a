import { useId, useRef } from 'react';

interface CsvFilePickerProps {
  label: string;
  /** Under the field: the file's limits, and that it is checked before anything changes. */
  hint: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** The owner's spreadsheet imports' file field: choosing a file hands it on at once. */
export function CsvFilePicker({ label, hint, disabled, onFile }: CsvFilePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied at once, so choosing the same file again after editing it checks it again.
          if (inputRef.current) inputRef.current.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
