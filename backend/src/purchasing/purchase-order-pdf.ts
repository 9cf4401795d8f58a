/**
 * A purchase order as the A4 PDF the supplier is sent: the shop, the order's number and date, the
 * supplier, and each item with how many are still wanted. Noto Sans Devanagari carries Hindi titles
 * and English alike.
 */
import { dayMonthYear, formatPaise, toPaise, type PurchaseOrder, type PurchaseOrderLine } from '../contract';
import {
  drawPageNumbers,
  drawTable,
  ensureRoom,
  MARGIN,
  pageWidth,
  RULE,
  startDocument,
  TEXT,
  type Column,
} from '../pdf/document';
import { NOTO_SANS_DEVANAGARI } from '../pdf/fonts';

/** Figures in table cells: Indian grouping, no ₹ (the header says the unit). */
const figure = (rupees: number) => formatPaise(toPaise(rupees)).replace('₹', '');

const COLUMNS: Column<PurchaseOrderLine>[] = [
  { header: '#', width: 24, align: 'right', cell: (_line, index) => String(index + 1) },
  { header: 'Item', width: 245, align: 'left', cell: (line) => line.title },
  { header: 'Quantity', width: 66, align: 'right', cell: (line) => String(line.due) },
  { header: 'Unit', width: 40, align: 'left', cell: (line) => line.unit },
  {
    header: 'Rate (₹)',
    width: 70,
    align: 'right',
    cell: (line) => (line.unitCost === null ? '' : figure(line.unitCost)),
  },
  {
    header: 'Amount (₹)',
    width: 70,
    align: 'right',
    cell: (line) => (line.unitCost === null ? '' : figure(line.unitCost * line.due)),
  },
];

export function renderPurchaseOrderPdf(
  order: PurchaseOrder,
  shop: { name: string; address: string; gstin: string | null; phone: string },
): Promise<Buffer> {
  const { doc, finished } = startDocument({
    title: `Purchase order ${order.number}`,
    author: shop.name,
    fonts: NOTO_SANS_DEVANAGARI,
  });
  const width = pageWidth(doc);
  doc.font('bold').fontSize(14).text(shop.name, MARGIN, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(9).text(shop.address, { width, align: 'center' });
  const contact = [shop.phone && `Phone: ${shop.phone}`, shop.gstin && `GSTIN: ${shop.gstin}`].filter(
    Boolean,
  );
  if (contact.length > 0) doc.text(contact.join('   '), { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).text('PURCHASE ORDER', { width, align: 'center' });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10).text(`No. ${order.number}`, { width });
  doc.text(`Date: ${dayMonthYear(order.date)}`, { width });
  doc.moveDown(0.6);
  doc.font('bold').text(`To: ${order.supplier.name}`, { width });
  doc.font('regular').fontSize(9);
  if (order.supplier.gstin) doc.text(`GSTIN: ${order.supplier.gstin}`, { width });
  if (order.supplier.phone) doc.text(`Phone: ${order.supplier.phone}`, { width });
  doc.moveDown(0.8);
  const wanted = order.lines.filter((line) => line.due > 0);
  drawTable(doc, COLUMNS, wanted);
  const estimate = wanted.reduce((sum, line) => sum + (line.unitCost ?? 0) * line.due, 0);
  ensureRoom(doc, 60);
  doc
    .font('bold')
    .fontSize(10)
    .text(`Estimated value: ${formatPaise(toPaise(estimate))}`, MARGIN, doc.y + 6, {
      width,
      align: 'right',
    });
  if (order.note)
    doc.moveDown(0.8).font('regular').fontSize(10).text(`Note: ${order.note}`, MARGIN, doc.y, { width });
  doc
    .moveDown(1.2)
    .font('regular')
    .fontSize(9)
    .text('Please send the GST bill with the goods, quoting this order number.', MARGIN, doc.y, { width });
  doc.moveDown(1.5).fontSize(8).fillColor(RULE).text('This is a computer-made order.', MARGIN, doc.y);
  doc.fillColor(TEXT);
  drawPageNumbers(doc, (page, pages) => `Page ${page} of ${pages}`);
  doc.end();
  return finished;
}

/** The file name an order downloads as: its number. */
export const purchaseOrderFileName = (order: PurchaseOrder): string =>
  `purchase-order-${order.number.replace(/\//g, '-')}.pdf`;
