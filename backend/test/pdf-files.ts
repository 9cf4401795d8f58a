/**
 * PDFs written by hand for the tests, so none is checked in: a header, a catalog, a pages tree,
 * one page and content stream per page, an xref table with true byte offsets and a trailer.
 * Every byte is Latin-1, so a string's length is its length in bytes.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export interface PdfOptions {
  pages: number;
  /** An /OpenAction that runs JavaScript when the file is opened. */
  javascript?: boolean;
  /** A standard security handler whose user password is not the empty one. */
  encrypted?: boolean;
  /** A link on the first page whose action runs JavaScript, kept in a compressed object stream. */
  compressedLinkJavascript?: boolean;
  /** A compressed object stream that inflates to this many bytes of spaces. */
  objectStreamInflatesTo?: number;
}

/** A 1×1 PNG: an image that is not a PDF, whatever its name says. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CATALOG = 1;
const PAGES = 2;
const FONT = 3;
const FIRST_PAGE = 4;

function stream(content: string): string {
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
}

/** Fixed bytes in place of random ones: the same file each run, and no password opens it. */
function hexBytes(seed: string): string {
  return `<${createHash('sha256').update(seed).digest('hex')}>`;
}

function pageObjects(pages: number): string[] {
  const objects: string[] = [];
  for (let index = 0; index < pages; index += 1) {
    const contents = FIRST_PAGE + index * 2 + 1;
    objects.push(`<< /Type /Page /Parent ${PAGES} 0 R /Contents ${contents} 0 R >>`);
    objects.push(stream(`BT /F1 24 Tf 72 720 Td (Page ${index + 1}) Tj ET`));
  }
  return objects;
}

function bodyObjects({ pages, javascript = false }: PdfOptions): string[] {
  const kids = Array.from({ length: pages }, (_, index) => `${FIRST_PAGE + index * 2} 0 R`);
  const openAction = javascript ? ' /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' : '';
  return [
    `<< /Type /Catalog /Pages ${PAGES} 0 R${openAction} >>`,
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} /MediaBox [0 0 595 842]` +
      ` /Resources << /Font << /F1 ${FONT} 0 R >> >> >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageObjects(pages),
  ];
}

/** An object stream of `content` (its objects' offsets included), Flate-compressed, as Latin-1 text. */
function objectStream(content: string, count: number, first: number): string {
  const packed = deflateSync(Buffer.from(content, 'latin1')).toString('latin1');
  return `<< /Type /ObjStm /N ${count} /First ${first} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed}\nendstream`;
}

/** The link annotation, and its JavaScript action, as object `number` inside an object stream. */
function compressedLinkObjects(objects: string[]): void {
  const link = objects.length + 2;
  const header = `${link} 0 `;
  const annotation =
    '<< /Type /Annot /Subtype /Link /Rect [72 700 300 740] /A << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
  objects[FIRST_PAGE - 1] = objects[FIRST_PAGE - 1]!.replace(' >>', ` /Annots [${link} 0 R] >>`);
  objects.push(objectStream(header + annotation, 1, header.length));
}

export function makePdf(options: PdfOptions): Buffer {
  const objects = bodyObjects(options);
  if (options.compressedLinkJavascript) compressedLinkObjects(objects);
  if (options.objectStreamInflatesTo)
    objects.push(objectStream(' '.repeat(options.objectStreamInflatesTo), 0, 0));
  let trailerExtra = '';
  if (options.encrypted) {
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${hexBytes('owner')} /U ${hexBytes('user')} /P -4 >>`);
    const id = hexBytes('id').slice(0, 33) + '>';
    trailerExtra = ` /Encrypt ${objects.length} 0 R /ID [${id} ${id}]`;
  }
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefStart = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${CATALOG} 0 R${trailerExtra} >>\n`;
  pdf += `startxref\n${xrefStart}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
