/** Bills and credit notes as SQLite keeps them, read back whole. */
import type { StoredPart } from '../order-rules';
import type Database from 'better-sqlite3';
import {
  LEGACY_TITLES,
  legacyGstModeOf,
  type DocumentTitle,
  type GstMode,
  type GstRate,
  type InvoiceKind,
  type InvoiceRef,
  type OrderChannel,
  type Paise,
  type PaymentMethod,
  type Unit,
} from '../../contract';
import { invoiceRefOf } from '../bills';
import type { BillLineRecord, BillRecord } from '../records';

export interface InvoiceRow {
  number: string;
  series: string;
  serial: number;
  kind: InvoiceKind;
  /** Absent from a file older than schema 30 (a snapshot reads such files as they are). */
  title?: DocumentTitle;
  order_id: string;
  return_id: string | null;
  customer_uid: string;
  channel: OrderChannel;
  payment_method: PaymentMethod | null;
  payment_parts: string | null;
  at: string;
  date: string;
  cancelled: 0 | 1;
  buyer_name: string;
  buyer_gstin: string | null;
  /** Absent from a file older than schema 32 (a snapshot reads such files as they are). */
  buyer_address?: string | null;
  buyer_state?: string | null;
  buyer_state_code?: string | null;
  seller_legal_name: string;
  seller_address: string;
  seller_gstin: string;
  seller_gst_mode?: GstMode;
  amount_paise: Paise;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
  original_number: string | null;
  original_date: string | null;
}

interface InvoiceLineRow {
  invoice_number: string;
  position: number;
  product_id: string | null;
  title: string;
  quantity: number;
  /** Absent from a file older than schema 31, null on a line billed before units were kept. */
  unit?: Unit | null;
  price_paise: Paise;
  amount_paise: Paise;
  hsn: string;
  rate: GstRate;
  taxable_paise: Paise;
  cgst_paise: Paise;
  sgst_paise: Paise;
}

const toLineRecord = (line: InvoiceLineRow): BillLineRecord => ({
  productId: line.product_id,
  title: line.title,
  quantity: line.quantity,
  unit: line.unit ?? null,
  pricePaise: line.price_paise,
  amountPaise: line.amount_paise,
  hsn: line.hsn,
  rate: line.rate,
  taxablePaise: line.taxable_paise,
  cgstPaise: line.cgst_paise,
  sgstPaise: line.sgst_paise,
});

export const toBillRecord = (row: InvoiceRow, lines: InvoiceLineRow[]): BillRecord<string> => ({
  series: row.series,
  serial: row.serial,
  kind: row.kind,
  title: row.title ?? LEGACY_TITLES[row.kind],
  at: row.at,
  date: row.date,
  cancelled: row.cancelled === 1,
  orderId: row.order_id,
  returnId: row.return_id,
  customerUid: row.customer_uid,
  channel: row.channel,
  paymentMethod: row.payment_method,
  // Files from before parts have no such column.
  paymentParts: row.payment_parts ? (JSON.parse(row.payment_parts) as StoredPart[]) : null,
  seller: {
    legalName: row.seller_legal_name,
    address: row.seller_address,
    gstin: row.seller_gstin,
    // A credit note of such a file takes its bill's (snapshot.ts); a sale's kind told it.
    gstMode: row.seller_gst_mode ?? (row.kind === 'credit-note' ? 'regular' : legacyGstModeOf(row.kind)),
  },
  buyer: {
    name: row.buyer_name,
    gstin: row.buyer_gstin,
    address: row.buyer_address ?? null,
    state: row.buyer_state ?? null,
    stateCode: row.buyer_state_code ?? null,
  },
  lines: lines.map(toLineRecord),
  totals: {
    amountPaise: row.amount_paise,
    taxablePaise: row.taxable_paise,
    cgstPaise: row.cgst_paise,
    sgstPaise: row.sgst_paise,
  },
  original:
    row.original_number && row.original_date
      ? { number: row.original_number, date: row.original_date }
      : null,
});

/** SQLite binds at most 32,766 parameters per statement. */
const REF_BATCH = 1000;

export function createInvoiceReader(db: Database.Database) {
  const selectOne = db.prepare<[string], InvoiceRow>('SELECT * FROM invoices WHERE number = ?');
  const selectLines = db.prepare<[string], InvoiceLineRow>(
    'SELECT * FROM invoice_lines WHERE invoice_number = ? ORDER BY position',
  );
  const selectSaleBill = db.prepare<[string], InvoiceRow>(
    'SELECT * FROM invoices WHERE order_id = ? AND return_id IS NULL',
  );
  const selectCreditNote = db
    .prepare<[string], string>('SELECT number FROM invoices WHERE return_id = ?')
    .pluck();
  const selectBetween = db.prepare<[string, string], InvoiceRow>(
    'SELECT * FROM invoices WHERE at >= ? AND at < ? ORDER BY at, number',
  );
  const selectLinesBetween = db.prepare<[string, string], InvoiceLineRow>(
    `SELECT l.* FROM invoice_lines l JOIN invoices i ON i.number = l.invoice_number
     WHERE i.at >= ? AND i.at < ? ORDER BY l.invoice_number, l.position`,
  );

  const whole = (row: InvoiceRow) => ({
    number: row.number,
    record: toBillRecord(row, selectLines.all(row.number)),
  });

  /** Bills issued in [since, until) (ISO), oldest first, each read with its lines. */
  function between(since: string, until: string) {
    const lines = new Map<string, InvoiceLineRow[]>();
    for (const line of selectLinesBetween.all(since, until)) {
      const group = lines.get(line.invoice_number);
      if (group) group.push(line);
      else lines.set(line.invoice_number, [line]);
    }
    return selectBetween
      .all(since, until)
      .map((row) => ({ number: row.number, record: toBillRecord(row, lines.get(row.number) ?? []) }));
  }

  return {
    between,
    /** Every bill, oldest first: what a snapshot copies. */
    all: () => between('', '\uffff'),
    get(number: string) {
      const row = selectOne.get(number);
      return row ? whole(row) : null;
    },
    /** The bill of an order's sale or collection, not a credit note. */
    billOf(orderId: string) {
      const row = selectSaleBill.get(orderId);
      return row ? whole(row) : null;
    },
    creditNoteOf(returnId: string): { number: string } | null {
      const number = selectCreditNote.get(returnId);
      return number ? { number } : null;
    },
    /** An order's bill as the order carries it. */
    refOf(orderId: string): InvoiceRef | null {
      const row = selectSaleBill.get(orderId);
      return row ? invoiceRefOf({ ...row, cancelled: row.cancelled === 1 }) : null;
    },
    /** Each order's bill as the order carries it, for a page of orders at once. */
    refsOf(orderIds: readonly string[]): Map<string, InvoiceRef> {
      const refs = new Map<string, InvoiceRef>();
      for (let start = 0; start < orderIds.length; start += REF_BATCH) {
        const ids = orderIds.slice(start, start + REF_BATCH);
        const rows = db
          .prepare<
            string[],
            Pick<InvoiceRow, 'order_id' | 'number' | 'date' | 'kind' | 'title' | 'cancelled'>
          >(
            `SELECT order_id, number, date, kind, title, cancelled FROM invoices
             WHERE return_id IS NULL AND order_id IN (${ids.map(() => '?').join(',')})`,
          )
          .all(...ids);
        for (const row of rows)
          refs.set(row.order_id, invoiceRefOf({ ...row, cancelled: row.cancelled === 1 }));
      }
      return refs;
    },
  };
}

export type InvoiceReader = ReturnType<typeof createInvoiceReader>;
