import { useT } from '@/i18n';

/** A print job's stand-in for a cover, so its line sits beside the books' like theirs; the caller sizes it. */
export function PdfBadge({ className }: { className: string }) {
  const { t } = useT();
  return (
    <div
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center border border-slate-200 font-bold text-slate-500 ${className}`}
    >
      {t('print.pdfBadge')}
    </div>
  );
}
