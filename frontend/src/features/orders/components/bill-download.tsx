import { useId, useState } from 'react';
import type { InvoiceRef } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { useDownloadBillMutation, type BillDownloadArgs } from '../api';
import { BILL_HEADING_KEYS, billFailureText } from '../bill';

interface BillDownloadProps {
  /** The bill or credit note: its number and the heading it was issued under. */
  invoice: Pick<InvoiceRef, 'number' | 'title' | 'cancelled'>;
  /** Whose token fetches the PDF: the owner's, or the signed-in customer's. */
  auth: BillDownloadArgs['auth'];
  /** "Download bill" for the customer; the owner's busy screens say just "Bill". */
  label?: string;
  /** The heading of the order or sale the button belongs to, for screen readers. */
  describedBy?: string;
  /** Once the PDF is saved or refused: the counter puts the focus back where the scanner types. */
  onDone?: () => void;
}

/** A sale's bill: its kind and number, cancelled if it was voided, and the button that saves its PDF. */
export function BillDownload({ invoice, auth, label, describedBy, onDone }: BillDownloadProps) {
  const { t } = useT();
  const [download, { isLoading }] = useDownloadBillMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const numberId = useId();

  async function save() {
    setFailure(null);
    const result = await download({ number: invoice.number, auth });
    if (result.error) setFailure(billFailureText(result.error));
    onDone?.();
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant="secondary"
          label={label ?? t('orders.bill.download')}
          busy={isLoading}
          busyLabel={t('orders.bill.downloading')}
          aria-describedby={describedBy ? `${describedBy} ${numberId}` : numberId}
          onClick={() => void save()}
        />
        <p id={numberId} className="text-sm text-slate-700">
          {BILL_HEADING_KEYS[invoice.title] ? t(BILL_HEADING_KEYS[invoice.title]) : invoice.title}{' '}
          <span className="font-mono font-semibold break-all text-slate-900">{invoice.number}</span>
          {invoice.cancelled && (
            <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('orders.bill.cancelled')}
            </span>
          )}
        </p>
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
