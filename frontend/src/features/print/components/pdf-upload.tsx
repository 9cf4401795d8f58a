import { useRef, useState, type FormEvent } from 'react';
import type { PrintJobUpload } from '@shop/backend/contract';
import { useUploadPrintJobMutation } from '../api';
import { pdfFileProblem, pdfLimits, uploadErrorMessage } from '../print-file';
import { SubmitButton } from '@/components/ui/button';
import { FieldLabel, FormProblem } from '@/components/ui/form-field';
import { translate, useT } from '@/i18n';

const INPUT_ID = 'print-file';

/**
 * Choose a PDF and send it. The browser refuses what it can tell is wrong (type, size) before
 * anything is sent; the server's reasons (a password, too many pages) are shown as it words them.
 */
export function PdfUpload({ onUploaded }: { onUploaded: (job: PrintJobUpload) => void }) {
  const { t } = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadPrintJobMutation();

  function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? pdfFileProblem(chosen) : null);
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const refusal = file ? pdfFileProblem(file) : translate('print.upload.chooseFile');
    if (refusal || !file) {
      setProblem(refusal);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    const result = await upload(file);
    if (result.error) {
      setProblem(uploadErrorMessage(result.error));
      return;
    }
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    onUploaded(result.data);
  }

  const describedBy = [`${INPUT_ID}-hint`, problem && `${INPUT_ID}-error`].filter(Boolean).join(' ');
  return (
    <form onSubmit={(event) => void send(event)} noValidate className="grid gap-4">
      <div>
        <FieldLabel id={INPUT_ID} label={t('print.upload.label')} />
        <input
          id={INPUT_ID}
          ref={inputRef}
          type="file"
          accept="application/pdf,.pdf"
          disabled={isLoading}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-60"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        <p id={`${INPUT_ID}-hint`} className="mt-1 text-xs text-slate-500">
          {pdfLimits()}
        </p>
      </div>
      {problem && <FormProblem id={`${INPUT_ID}-error`}>{problem}</FormProblem>}
      <div>
        <SubmitButton busy={isLoading} label={t('print.upload.button')} busyLabel={t('print.upload.busy')} />
      </div>
    </form>
  );
}
