/**
 * A bill as the A4 PDF the buyer keeps: the heading, the particulars CGST rules 46 and 49 ask for
 * (seller, GSTIN, number, date, buyer, place of supply, HSN, quantity, taxable value, rate, tax),
 * a summary per rate and the total in figures and in words. DejaVu Sans is embedded because the
 * PDF standard fonts have no ₹ (U+20B9), and a viewer without the font would show a blank box.
 */
import {
  dayMonthYear,
  formatPaise,
  localityOf,
  plusPaise,
  quantityWithUnit,
  rupeesInWords,
  type BillLine,
  type Paise,
  type RateTax,
} from '../contract';
import {
  ALERT,
  drawPageNumbers,
  drawTable,
  ensureRoom,
  MARGIN,
  RULE,
  startDocument,
  TEXT,
  type Column,
  type Doc,
} from '../pdf/document';
import { DEJAVU_SANS } from '../pdf/fonts';
import type { InvoiceRecord } from '../store/invoice-contract';

/** What a printed bill shows: the record less what the store keeps beside it. */
export type PrintedBill = Pick<
  InvoiceRecord,
  | 'number'
  | 'date'
  | 'kind'
  | 'title'
  | 'cancelled'
  | 'seller'
  | 'buyer'
  | 'lines'
  | 'totals'
  | 'byRate'
  | 'original'
>;

/** Figures in table cells: Indian grouping, no ₹ (the header says the unit). */
const figure = (paise: Paise) => formatPaise(paise).replace('₹', '');

/** A Nil-rated line on a bill that also carries taxed ones says so where its rate would be. */
const rateLabel = (rate: number) => (rate === 0 ? 'Nil rated' : String(rate));

/** A credit note follows its bill: with tax columns when the goods that came back were taxed. */
const showsTax = (view: PrintedBill) =>
  view.kind === 'tax-invoice' || (view.kind === 'credit-note' && view.lines.some((line) => line.rate > 0));

function lineColumns(view: PrintedBill): Column<BillLine>[] {
  const serial: Column<BillLine> = {
    header: '#',
    width: 18,
    align: 'right',
    cell: (_l, i) => String(i + 1),
  };
  const hsn: Column<BillLine> = { header: 'HSN/SAC', width: 50, align: 'left', cell: (l) => l.hsn };
  const quantity: Column<BillLine> = {
    header: 'Qty',
    width: 42,
    align: 'right',
    cell: (l) => quantityWithUnit(l.quantity, l.unit),
  };
  const amount: Column<BillLine> = {
    header: 'Amount (₹)',
    width: 68,
    align: 'right',
    cell: (l) => figure(l.amountPaise),
  };
  if (!showsTax(view)) {
    return [
      serial,
      hsn,
      { header: 'Description', width: 225, align: 'left', cell: (l) => l.title },
      quantity,
      { header: 'Price (₹)', width: 112, align: 'right', cell: (l) => figure(l.pricePaise) },
      amount,
    ];
  }
  return [
    serial,
    hsn,
    { header: 'Description', width: 121, align: 'left', cell: (l) => l.title },
    quantity,
    { header: 'Rate %', width: 46, align: 'right', cell: (l) => rateLabel(l.rate) },
    { header: 'Taxable (₹)', width: 62, align: 'right', cell: (l) => figure(l.taxablePaise) },
    { header: 'CGST (₹)', width: 54, align: 'right', cell: (l) => figure(l.cgstPaise) },
    { header: 'SGST (₹)', width: 54, align: 'right', cell: (l) => figure(l.sgstPaise) },
    amount,
  ];
}

type RateRow = RateTax;
const RATE_COLUMNS: Column<RateRow>[] = [
  { header: 'GST rate', width: 95, align: 'left', cell: (r) => (r.rate === 0 ? 'Nil rated' : `${r.rate}%`) },
  { header: 'Taxable value (₹)', width: 105, align: 'right', cell: (r) => figure(r.taxablePaise) },
  { header: 'CGST (₹)', width: 105, align: 'right', cell: (r) => `${figure(r.cgstPaise)} @ ${r.rate / 2}%` },
  { header: 'SGST (₹)', width: 105, align: 'right', cell: (r) => `${figure(r.sgstPaise)} @ ${r.rate / 2}%` },
  {
    header: 'Total tax (₹)',
    width: 105,
    align: 'right',
    cell: (r) => figure(plusPaise(r.cgstPaise, r.sgstPaise)),
  },
];

function drawHeading(doc: Doc, view: PrintedBill): void {
  doc.font('bold').fontSize(16).fillColor(TEXT).text(view.title, { align: 'center' });
  doc.font('regular').fontSize(9);
  if (view.kind === 'bill-of-supply' && view.seller.gstMode === 'composition') {
    doc.text('composition taxable person, not eligible to collect tax on supplies', { align: 'center' });
  }
  if (view.kind === 'credit-note' && view.original) {
    doc.text(`Against invoice ${view.original.number} dated ${dayMonthYear(view.original.date)}`, {
      align: 'center',
    });
  }
  if (view.cancelled) {
    doc.font('bold').fontSize(14).fillColor(ALERT).text('CANCELLED', { align: 'center' }).fillColor(TEXT);
  }
  doc.moveDown(0.8);
}

function placeOfSupply(view: PrintedBill): string | null {
  const state = localityOf(view.seller.address).state;
  const code = view.seller.gstin.slice(0, 2);
  if (state && code) return `${state} (${code})`;
  return state || code || null;
}

function drawParties(doc: Doc, view: PrintedBill): void {
  const top = doc.y;
  const half = (doc.page.width - 2 * MARGIN) / 2;
  doc
    .font('bold')
    .fontSize(11)
    .text(view.seller.legalName, MARGIN, top, { width: half - 10 });
  doc
    .font('regular')
    .fontSize(9)
    .text(view.seller.address, { width: half - 10 });
  if (view.seller.gstin) doc.text(`GSTIN: ${view.seller.gstin}`, { width: half - 10 });
  const sellerBottom = doc.y;

  const right = MARGIN + half;
  const numberLabel = view.kind === 'credit-note' ? 'Credit note no.' : 'Bill no.';
  doc.font('bold').fontSize(10).text(`${numberLabel}: ${view.number}`, right, top, { width: half });
  doc
    .font('regular')
    .fontSize(9)
    .text(`Date: ${dayMonthYear(view.date)}`, { width: half });
  const place = placeOfSupply(view);
  if (place) doc.text(`Place of supply: ${place}`, { width: half });
  // Nothing the shop sells is taxed under reverse charge; the law still asks every document to say so.
  doc.text('Tax payable on reverse charge: No', { width: half });
  doc.moveDown(0.4);
  doc.font('bold').text('Bill to', { width: half });
  const { buyer } = view;
  doc.font('regular').text(buyer.name || 'Walk-in customer', { width: half });
  if (buyer.address) doc.text(buyer.address, { width: half });
  if (buyer.state) {
    doc.text(`State: ${buyer.state}${buyer.stateCode ? ` (${buyer.stateCode})` : ''}`, { width: half });
  }
  if (buyer.gstin) doc.text(`GSTIN: ${buyer.gstin}`, { width: half });

  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y) + 12;
}

function drawTotals(doc: Doc, view: PrintedBill): void {
  const width = doc.page.width - 2 * MARGIN;
  const rows: [string, Paise][] = showsTax(view)
    ? [
        ['Taxable value', view.totals.taxablePaise],
        ['CGST', view.totals.cgstPaise],
        ['SGST', view.totals.sgstPaise],
      ]
    : [];
  ensureRoom(doc, 40 + rows.length * 12);
  doc.moveDown(0.6);
  doc.font('regular').fontSize(9);
  for (const [label, paise] of rows) {
    doc.text(`${label}: ${formatPaise(paise)}`, MARGIN, doc.y, { width, align: 'right' });
  }
  const label = view.kind === 'credit-note' ? 'Total credit' : 'Total';
  doc
    .font('bold')
    .fontSize(12)
    .text(`${label}: ${formatPaise(view.totals.amountPaise)}`, { width, align: 'right' });
  doc
    .font('regular')
    .fontSize(9)
    .text(`In words: ${rupeesInWords(view.totals.amountPaise)}`, {
      width,
      align: 'right',
    });
}

function drawClosing(doc: Doc, view: PrintedBill): void {
  ensureRoom(doc, 60);
  doc.moveDown(2);
  const width = doc.page.width - 2 * MARGIN;
  doc
    .font('regular')
    .fontSize(9)
    .text(`For ${view.seller.legalName}`, MARGIN, doc.y, { width, align: 'right' });
  doc.moveDown(1.5).text('Authorised signatory', { width, align: 'right' });
  doc.moveDown(1).fontSize(8).fillColor(RULE).text('This is a computer-generated bill.', { width });
  doc.fillColor(TEXT);
}

/** On a cancelled bill, a mark across every page, drawn once all pages exist. */
function drawCancelledMarks(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    doc.save().rotate(-35, { origin: [width / 2, height / 2] });
    doc.font('bold').fontSize(90).fillColor(ALERT, 0.15);
    doc.text('CANCELLED', 0, height / 2 - 45, { width, align: 'center', lineBreak: false });
    doc.restore();
  }
  doc.fillColor(TEXT, 1);
}

export function renderInvoicePdf(view: PrintedBill): Promise<Buffer> {
  const { doc, finished } = startDocument({
    title: `${view.title} ${view.number}`,
    author: view.seller.legalName,
    fonts: DEJAVU_SANS,
  });
  drawHeading(doc, view);
  drawParties(doc, view);
  drawTable(doc, lineColumns(view), view.lines);
  if (showsTax(view)) {
    doc.moveDown(0.8);
    drawTable(doc, RATE_COLUMNS, view.byRate);
  }
  drawTotals(doc, view);
  drawClosing(doc, view);
  drawPageNumbers(doc, (page, pages) => `${view.number} · page ${page} of ${pages}`);
  if (view.cancelled) drawCancelledMarks(doc);
  doc.end();
  return finished;
}
