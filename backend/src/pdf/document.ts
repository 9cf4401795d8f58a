/**
 * What every A4 document the shop prints shares: the page, its fonts, tables whose header row
 * comes again on each page they run onto, and the page numbers drawn once all pages exist.
 */
import PDFDocument from 'pdfkit';
import type { FontPair } from './fonts';

export const MARGIN = 40;
/** Room kept at the foot of every page for the page number. */
export const FOOTER = 28;
const CELL_PAD = 3;
export const TEXT = '#111111';
export const RULE = '#999999';
export const ALERT = '#b91c1c';

export type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

export interface Column<Row> {
  header: string;
  width: number;
  align: Align;
  cell: (row: Row, index: number) => string;
}

/**
 * An A4 page with `fonts` registered as 'regular' and 'bold'; `finished` is the PDF once the
 * document is ended.
 */
export function startDocument(info: { title: string; author: string; fonts: FontPair }): {
  doc: Doc;
  finished: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont('regular', info.fonts.regular);
  doc.registerFont('bold', info.fonts.bold);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular').fillColor(TEXT);
  return { doc, finished };
}

/** The width between the margins. */
export const pageWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Moves to a new page when `height` more would not fit above the footer. */
export function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN - FOOTER) return false;
  doc.addPage();
  return true;
}

function drawRow<Row>(doc: Doc, columns: Column<Row>[], cells: string[], bold = false): void {
  doc.font(bold ? 'bold' : 'regular').fontSize(8);
  const heights = columns.map((column, i) =>
    doc.heightOfString(cells[i] ?? '', { width: column.width - 2 * CELL_PAD }),
  );
  const height = Math.max(...heights) + 2 * CELL_PAD;
  const top = doc.y;
  let x = MARGIN;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + CELL_PAD, top + CELL_PAD, {
      width: column.width - 2 * CELL_PAD,
      align: column.align,
    });
    x += column.width;
  });
  const bottom = top + height;
  doc.moveTo(MARGIN, bottom).lineTo(x, bottom).strokeColor(RULE).lineWidth(0.5).stroke();
  doc.x = MARGIN;
  doc.y = bottom;
}

/** A table whose header row is drawn again at the top of every page it runs onto. */
export function drawTable<Row>(doc: Doc, columns: Column<Row>[], rows: readonly Row[]): void {
  const header = () =>
    drawRow(
      doc,
      columns,
      columns.map((column) => column.header),
      true,
    );
  ensureRoom(doc, 40);
  header();
  rows.forEach((row, index) => {
    const cells = columns.map((column) => column.cell(row, index));
    doc.font('regular').fontSize(8);
    const height = Math.max(
      ...columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: c.width - 2 * CELL_PAD })),
    );
    if (ensureRoom(doc, height + 2 * CELL_PAD)) header();
    drawRow(doc, columns, cells);
  });
}

/** `label(page, pages)` at the foot of every page, drawn once all pages exist. */
export function drawPageNumbers(doc: Doc, label: (page: number, pages: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    // Writing inside the bottom margin would otherwise start yet another page.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(RULE)
      .text(label(index - start + 1, count), MARGIN, height - MARGIN, {
        width: width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.fillColor(TEXT, 1);
}
