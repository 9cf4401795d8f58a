import { useEffect, useRef } from 'react';
import { Controller, useFormContext, type RefCallBack } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldLabel, FormField, HintAndError } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useOwnerT } from '@/i18n/owner';
import { COVER_UPLOAD_MAX_MB } from '@shop/backend/contract';
import { coverFileError, type BookFormValues } from '../book-form-values';

const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

const formatSize = ({ t }: ReturnType<typeof useOwnerT>, bytes: number): string =>
  bytes < 1024 * 1024
    ? t('owner.catalogue.form.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) })
    : t('owner.catalogue.form.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) });

/** Shows a picked file through an object URL, released when the file changes or the form goes away. */
function FilePreview({ file }: { file: File }) {
  const { t } = useOwnerT();
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <img
      ref={imageRef}
      alt={t('owner.catalogue.form.preview')}
      className="mt-3 h-40 w-auto max-w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
    />
  );
}

function ChosenFile({ id, file, onRemove }: { id: string; file: File; onRemove: () => void }) {
  const words = useOwnerT();
  const { t } = words;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p id={id} className="min-w-0 break-all text-slate-700">
        {t('owner.catalogue.form.chosenFile')} <span className="font-medium">{file.name}</span> (
        {formatSize(words, file.size)})
      </p>
      <Button variant="dangerLink" label={t('owner.catalogue.form.removeFile')} onClick={onRemove} />
    </div>
  );
}

interface FilePickerProps {
  id: string;
  label: string;
  hint: string;
  file: File | null;
  error?: string;
  inputRef: RefCallBack;
  onChange: (file: File | null) => void;
  onBlur: () => void;
}

function FilePicker({ id, label, hint, file, error, inputRef, onChange, onBlur }: FilePickerProps) {
  const ownRef = useRef<HTMLInputElement | null>(null);
  // A reset or "Remove file" empties the form value; the browser's own selection must go too.
  useEffect(() => {
    if (!file && ownRef.current) ownRef.current.value = '';
  }, [file]);
  const attachRef = (element: HTMLInputElement | null) => {
    ownRef.current = element;
    inputRef(element);
  };
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        ref={attachRef}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, file && `${id}-chosen`, error && `${id}-error`)}
        className="block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <HintAndError id={id} hint={hint} error={error} />
      {file && <ChosenFile id={`${id}-chosen`} file={file} onRemove={() => onChange(null)} />}
      {file && !coverFileError(file) && <FilePreview file={file} />}
    </div>
  );
}

interface CoverFileFieldProps {
  id: string;
  label: string;
}

/** The cover file: checked as soon as it is picked, so a wrong type or size is refused at once. */
export function CoverFileField({ id, label }: CoverFileFieldProps) {
  const { t } = useOwnerT();
  const { control, trigger, clearErrors } = useFormContext<BookFormValues>();
  return (
    <Controller
      control={control}
      name="coverFile"
      rules={{ deps: 'coverUrl' }}
      render={({ field, fieldState }) => (
        <FilePicker
          id={id}
          label={label}
          hint={t('owner.catalogue.form.coverFileHint', { megabytes: COVER_UPLOAD_MAX_MB })}
          file={field.value}
          error={fieldState.error?.message}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(file) => {
            field.onChange(file);
            if (file) void trigger('coverFile');
            else clearErrors('coverFile');
          }}
        />
      )}
    />
  );
}

/** Edit: the current cover, a new web address, or a new file; leaving both empty keeps the cover. */
export function EditCoverFields({ currentCover }: { currentCover: string }) {
  const { t } = useOwnerT();
  const field = useRegisteredField<BookFormValues>();
  return (
    <fieldset className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      <legend className="field-label">{t('owner.catalogue.form.cover')}</legend>
      <figure className="w-28 sm:w-32">
        <img
          src={currentCover}
          alt={t('owner.catalogue.form.currentCover')}
          className="aspect-[3/4] w-full rounded-md border border-slate-200 bg-slate-50 object-cover"
        />
        <figcaption className="mt-1 text-center text-xs text-slate-500">
          {t('owner.catalogue.form.currentCover')}
        </figcaption>
      </figure>
      <div className="grid min-w-0 gap-5">
        <FormField
          id="book-cover-url"
          label={t('owner.catalogue.coverUrlLabel')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={t('owner.catalogue.form.coverUrlPlaceholder')}
          hint={t('owner.catalogue.form.coverUrlHint')}
          {...field('coverUrl')}
        />
        <CoverFileField id="book-cover-file" label={t('owner.catalogue.form.newCoverFile')} />
      </div>
    </fieldset>
  );
}
