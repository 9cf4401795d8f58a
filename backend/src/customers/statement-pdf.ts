/**
 * A customer's statement as the A4 PDF they are sent: the shop, the customer, each bill, return
 * and payment of the period with the balance after it, and, when something is owed, the shop's
 * UPI QR for exactly that. In the customer's language; Noto Sans Devanagari carries Hindi and
 * English alike, ₹ included.
 */
import { dayMonthYear, formatPaise, toPaise, type AccountStatement } from '../contract';
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
  type Doc,
} from '../pdf/document';
import { NOTO_SANS_DEVANAGARI } from '../pdf/fonts';
import { drawQrCode } from '../pdf/qr';
import { STATEMENT_WORDS, type StatementWords } from './statement-words';

type Line = AccountStatement['entries'][number];

const money = (rupees: number) => formatPaise(toPaise(rupees));
/** Figures in table cells: Indian grouping, no ₹ (the header says the unit). */
const figure = (rupees: number) => money(rupees).replace('₹', '');
const QR_SIZE = 130;

function columns(words: StatementWords): Column<Line>[] {
  const { columns: heads } = words;
  return [
    { header: heads.date, width: 62, align: 'left', cell: (line) => dayMonthYear(line.date) },
    { header: heads.particulars, width: 211, align: 'left', cell: (line) => words.entry(line) },
    {
      header: heads.debit,
      width: 80,
      align: 'right',
      cell: (line) => (line.amount > 0 ? figure(line.amount) : ''),
    },
    {
      header: heads.credit,
      width: 80,
      align: 'right',
      cell: (line) => (line.amount < 0 ? figure(-line.amount) : ''),
    },
    { header: heads.balance, width: 82, align: 'right', cell: (line) => figure(line.balance) },
  ];
}

function drawHeading(doc: Doc, statement: AccountStatement, words: StatementWords): void {
  const { shop, customer } = statement;
  const width = pageWidth(doc);
  doc.font('bold').fontSize(14).text(shop.name, MARGIN, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(9).text(shop.address, { width, align: 'center' });
  if (shop.gstin) doc.text(`GSTIN: ${shop.gstin}`, { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).text(words.title, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .text(words.period(dayMonthYear(statement.from), dayMonthYear(statement.to)), { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(10).text(`${words.to}: ${customer.name}`, { width });
  doc.font('regular').fontSize(9).text(`${words.phone}: ${customer.phone}`, { width });
  if (customer.gstin) doc.text(`GSTIN: ${customer.gstin}`, { width });
  doc.moveDown(0.8);
}

function drawBalanceLine(doc: Doc, label: string, rupees: number): void {
  ensureRoom(doc, 16);
  doc
    .font('bold')
    .fontSize(9)
    .text(`${label}: ${money(rupees)}`, MARGIN, doc.y + 4, { width: pageWidth(doc), align: 'right' });
  doc.moveDown(0.4);
}

function drawEntries(doc: Doc, statement: AccountStatement, words: StatementWords): void {
  drawBalanceLine(doc, words.opening, statement.opening);
  if (statement.entries.length === 0) {
    doc
      .font('regular')
      .fontSize(9)
      .text(words.noEntries, MARGIN, doc.y, { width: pageWidth(doc) });
  } else {
    drawTable(doc, columns(words), statement.entries);
  }
  drawBalanceLine(doc, words.closing, statement.closing);
}

/** The UPI ID the link pays, for a customer whose app cannot scan. */
const payeeOf = (link: string) => new URLSearchParams(link.slice(link.indexOf('?') + 1)).get('pa');

function drawDue(doc: Doc, statement: AccountStatement, words: StatementWords): void {
  const width = pageWidth(doc);
  const { closing, upiLink } = statement;
  ensureRoom(doc, 40 + (upiLink ? QR_SIZE + 30 : 0));
  doc.moveDown(1);
  if (closing <= 0) {
    const said = closing < 0 ? words.advance(money(-closing)) : words.nothingDue;
    doc.font('bold').fontSize(11).text(said, MARGIN, doc.y, { width });
    return;
  }
  doc
    .font('bold')
    .fontSize(12)
    .text(words.due(money(closing)), MARGIN, doc.y, { width });
  if (!upiLink) return;
  doc.moveDown(0.5);
  const top = doc.y;
  drawQrCode(doc, upiLink, { x: MARGIN, y: top, size: QR_SIZE });
  const beside = MARGIN + QR_SIZE + 14;
  doc
    .font('regular')
    .fontSize(10)
    .text(words.scanToPay(money(closing)), beside, top + 30, { width: width - QR_SIZE - 14 });
  const payee = payeeOf(upiLink);
  if (payee) doc.fontSize(9).text(words.upiId(payee), { width: width - QR_SIZE - 14 });
  doc.x = MARGIN;
  doc.y = top + QR_SIZE + 8;
}

export function renderStatementPdf(statement: AccountStatement): Promise<Buffer> {
  const words = STATEMENT_WORDS[statement.customer.language];
  const { doc, finished } = startDocument({
    title: `${words.title}: ${statement.customer.name}`,
    author: statement.shop.name,
    fonts: NOTO_SANS_DEVANAGARI,
  });
  drawHeading(doc, statement, words);
  drawEntries(doc, statement, words);
  drawDue(doc, statement, words);
  ensureRoom(doc, 30);
  doc.moveDown(1.5).font('regular').fontSize(8).fillColor(RULE).text(words.computerMade, MARGIN, doc.y);
  doc.fillColor(TEXT);
  drawPageNumbers(doc, words.page);
  doc.end();
  return finished;
}

/** The file name a statement downloads as: the customer and the period. */
export const statementFileName = (statement: AccountStatement): string =>
  `statement-${statement.customer.phone.replace(/\D/g, '').slice(-10)}-${statement.from}-${statement.to}.pdf`;
