import { useCallback, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { RECEIPT_WIDTH_MM_DEFAULT, type ClosedDayReport, type ReceiptWidthMm } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import {
  CashFigures,
  CashierFigures,
  CountFigures,
  DayPeople,
  MovementList,
  TakingsFigures,
} from './day-figures';

/** The sheet the browser prints while a Z report is on its way to the printer. */
export const Z_REPORT_SHEET_ID = 'z-report-sheet';

/** As the counter's receipt: while the sheet is mounted, printing prints it alone, on the shop's roll. */
export function zReportPrintStyle(widthMm: ReceiptWidthMm): string {
  return `#${Z_REPORT_SHEET_ID} { display: none; }
@media print {
  @page { size: ${widthMm}mm auto; margin: 0 }
  body > :not(#${Z_REPORT_SHEET_ID}) { display: none !important; }
  #${Z_REPORT_SHEET_ID} { display: block; width: ${widthMm}mm; box-sizing: border-box; padding: 2mm 3mm;
    font-size: ${widthMm === 58 ? 2.6 : 3}mm; color: #000; }
  #${Z_REPORT_SHEET_ID} * { color: #000 !important; }
}`;
}

/** The Z report as printed and as shown after the close: the count first, then how the day went. */
export function ZReport({ report, shopName }: { report: ClosedDayReport; shopName?: string }) {
  const { t, dateTime } = useOwnerT();
  return (
    <article aria-label={t('owner.day.z.name', { date: report.date })} className="space-y-3">
      <header>
        {shopName && <p className="font-bold">{shopName}</p>}
        <p className="font-bold">{t('owner.day.z.title', { date: report.date })}</p>
        <p className="text-sm">
          {t('owner.day.z.times', { opened: dateTime(report.openedAt), closed: dateTime(report.closedAt) })}
        </p>
        <DayPeople report={report} />
      </header>
      <CountFigures report={report} />
      <CashFigures report={report} />
      <TakingsFigures report={report} />
      <CashierFigures report={report} />
      <MovementList report={report} />
    </article>
  );
}

/** A button that prints one Z report through the browser, the sheet going once the dialog closes. */
export function PrintZReportButton({ report, label }: { report: ClosedDayReport; label?: string }) {
  const { t } = useOwnerT();
  const { data: shop } = useGetShopQuery();
  const [printing, setPrinting] = useState<ClosedDayReport | null>(null);

  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  const print = useCallback(() => {
    // The sheet must be on the page before the print dialog copies it.
    flushSync(() => setPrinting(report));
    window.print();
  }, [report]);

  return (
    <>
      <Button variant="secondary" size="sm" label={label ?? t('owner.day.z.print')} onClick={print}>
        <span className="sr-only">{t('owner.day.z.forDate', { date: report.date })}</span>
      </Button>
      {printing &&
        createPortal(
          <div id={Z_REPORT_SHEET_ID}>
            <style>{zReportPrintStyle(shop?.receiptWidthMm ?? RECEIPT_WIDTH_MM_DEFAULT)}</style>
            <ZReport report={printing} shopName={shop?.name} />
          </div>,
          document.body,
        )}
    </>
  );
}
