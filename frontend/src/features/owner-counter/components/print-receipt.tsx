import { useCallback, useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import {
  RECEIPT_WIDTH_MM_DEFAULT,
  type CounterSale,
  type InvoiceView,
  type OrderReturn,
  type OrderView,
  type ReceiptWidthMm,
  type ShopInfo,
} from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { useOwnerT } from '@/i18n/owner';
import { useLazyGetBillQuery } from '../api';
import { receiptOfOrder, receiptOfReturn, receiptOfSale, type ReceiptData } from '../receipt-data';
import { Receipt } from './receipt';

/** How long a receipt waits for its bill before it prints without the bill's details. */
const BILL_WAIT_MS = 4000;

/** The sheet the browser prints while a receipt is on its way to the printer. */
export const RECEIPT_SHEET_ID = 'receipt-sheet';

/** CSS pixels in a millimetre, as the browser lays out print (96 px to the inch). */
const PX_PER_MM = 96 / 25.4;

/**
 * While a receipt is mounted, printing prints it alone, on a page exactly as wide as the shop's
 * roll and as long as the receipt: a PDF or an office printer then prints the roll's width, not an
 * A4 with a strip down its side. Until its length is measured the page is as long as it is wide
 * (browsers drop a size with an `auto` length). On screen the sheet is not shown.
 */
export function receiptPrintStyle(widthMm: ReceiptWidthMm, lengthMm?: number): string {
  const fontMm = widthMm === 58 ? 2.6 : 3;
  const length = lengthMm ? Math.ceil(lengthMm) : widthMm;
  return `@page { size: ${widthMm}mm ${length}mm; margin: 0 }
#${RECEIPT_SHEET_ID} { display: none; width: ${widthMm}mm; box-sizing: border-box; padding: 2mm 3mm; font-size: ${fontMm}mm; }
@media print {
  body > :not(#${RECEIPT_SHEET_ID}) { display: none !important; }
  #${RECEIPT_SHEET_ID} { display: block; }
}`;
}

/** The sheet's height as it prints: laid out for a moment, off the page, where no one sees it. */
function measuredHeight(sheet: HTMLElement | null): number {
  if (!sheet) return 0;
  sheet.style.cssText = 'display: block; position: fixed; left: -10000px; top: 0';
  const { height } = sheet.getBoundingClientRect();
  sheet.style.cssText = '';
  return height;
}

function ReceiptSheet({
  receipt,
  shop,
  lengthMm,
}: {
  receipt: ReceiptData;
  shop: ShopInfo | undefined;
  lengthMm: number | undefined;
}) {
  return createPortal(
    <div id={RECEIPT_SHEET_ID}>
      <style>{receiptPrintStyle(shop?.receiptWidthMm ?? RECEIPT_WIDTH_MM_DEFAULT, lengthMm)}</style>
      <Receipt receipt={receipt} shop={shop} />
    </div>,
    document.body,
  );
}

/**
 * Prints a receipt through the browser: the receipt is put on the page, then window.print runs,
 * and it goes once the print dialog closes so the page prints as itself again. A billed sale's
 * receipt is printed from its bill as issued (units, buyer, tax, the seller's GSTIN), read first;
 * when the bill cannot be read in time the receipt prints what the sale says.
 */
export function useReceiptPrinter(shop: ShopInfo | undefined) {
  const [receipt, setReceipt] = useState<ReceiptData | null>(null);
  const [lengthMm, setLengthMm] = useState<number | undefined>(undefined);
  const [readBill] = useLazyGetBillQuery();

  useEffect(() => {
    const done = () => setReceipt(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);

  const print = useCallback((next: ReceiptData) => {
    // The receipt must be on the page before the print dialog copies it, and its length measured.
    flushSync(() => {
      setLengthMm(undefined);
      setReceipt(next);
    });
    const height = measuredHeight(document.getElementById(RECEIPT_SHEET_ID));
    if (height > 0) flushSync(() => setLengthMm(height / PX_PER_MM));
    window.print();
  }, []);

  const billOf = useCallback(
    async (invoice: { number: string } | null | undefined): Promise<InvoiceView | null> => {
      if (!invoice) return null;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), BILL_WAIT_MS));
      const read = readBill(invoice.number)
        .unwrap()
        .catch(() => null);
      return Promise.race([read, timeout]);
    },
    [readBill],
  );

  const printSale = useCallback(
    async (sale: CounterSale) => print(receiptOfSale(sale, await billOf(sale.invoice))),
    [billOf, print],
  );
  const printOrder = useCallback(
    async (order: OrderView) => print(receiptOfOrder(order, await billOf(order.invoice))),
    [billOf, print],
  );

  const printReturn = useCallback(
    async (sale: CounterSale, returned: OrderReturn) =>
      print(receiptOfReturn(sale, returned, await billOf(returned.creditNote))),
    [billOf, print],
  );

  const sheet = receipt ? <ReceiptSheet receipt={receipt} shop={shop} lengthMm={lengthMm} /> : null;
  return { print, printSale, printOrder, printReturn, sheet };
}

/** The desk's button for a collected online order: the counter's receipt, headed by its pickup code. */
export function PrintReceiptButton({
  order,
  shop,
  describedBy,
}: {
  order: OrderView;
  shop: ShopInfo | undefined;
  describedBy?: string;
}) {
  const { t } = useOwnerT();
  const { printOrder, sheet } = useReceiptPrinter(shop);
  return (
    <>
      <Button
        variant="secondary"
        label={t('owner.counter.receipt.print')}
        aria-describedby={describedBy}
        onClick={() => void printOrder(order)}
      />
      {sheet}
    </>
  );
}
