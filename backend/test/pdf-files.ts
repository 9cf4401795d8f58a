/**
 * PDFs written by hand for the tests, so none is checked in: a header, a catalog, a pages tree,
 * one page and content stream per page, and an xref table (or, when objects are kept in an
 * object stream, an xref stream) with true byte offsets. Every byte is Latin-1, so a string's
 * length is its length in bytes.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { emptyUserPasswordEncryption, encodeObjectStream, type ObjectStreamEncoding } from './pdf-encodings';

export type { ObjectStreamEncoding } from './pdf-encodings';

export interface PdfOptions {
  pages: number;
  /** An /OpenAction that runs JavaScript (or, 'launch', a program) when the file is opened. */
  javascript?: boolean | 'launch';
  /** A standard security handler whose user password is not the empty one. */
  encrypted?: boolean;
  /** A link on the first page whose action runs JavaScript, kept in an object stream so encoded (true: Flate). */
  compressedLinkJavascript?: boolean | ObjectStreamEncoding;
  /** Every stream encrypted, with an empty user password: readers open it without asking. */
  emptyUserPassword?: boolean;
  /** A compressed object stream that inflates to this many bytes of spaces. */
  objectStreamInflatesTo?: number;
  /** An XFA form whose template carries a script. */
  xfaScript?: boolean;
  /** A signature field: signed, or an empty box to sign. */
  signature?: 'signed' | 'empty';
  /** A web link on the first page to this address. */
  linkUri?: string;
  /** The document's title. */
  title?: string;
  /** An attachment encrypted with a password the pages do not need. */
  encryptedAttachment?: boolean;
}

/** A 1×1 PNG: an image that is not a PDF, whatever its name says. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An object's dictionary or value; a stream's dictionary entries and data; or its place in an object stream. */
type PdfObject = string | { entries: string; data: string } | { inStream: number; index: number };

const CATALOG = 1;
const PAGES = 2;
const FIRST_PAGE = 4;
const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Fixed bytes in place of random ones: the same file each run, and no password opens it. */
function hexBytes(seed: string): string {
  return `<${createHash('sha256').update(seed).digest('hex')}>`;
}

class PdfWriter {
  readonly objects: PdfObject[] = [];
  readonly trailer: string[] = [];
  private encryption?: ReturnType<typeof emptyUserPasswordEncryption>;

  add(object: PdfObject): number {
    this.objects.push(object);
    return this.objects.length;
  }

  /** Adds `entries` to the dictionary of object `number`. */
  extend(number: number, entries: string): void {
    const object = this.objects[number - 1];
    if (typeof object === 'string') this.objects[number - 1] = object.replace(/ >>$/, ` ${entries} >>`);
  }

  /** Keeps `bodies` in one object stream; returns their numbers. */
  compressed(bodies: string[], encoding: ObjectStreamEncoding): number[] {
    const stream = this.add('');
    const numbers = bodies.map((_, index) => this.add({ inStream: stream, index }));
    let objects = '';
    const offsets: number[] = [];
    for (const body of bodies) {
      offsets.push(objects.length);
      objects += `${body}\n`;
    }
    const pairs = `${numbers.map((number, index) => `${number} ${offsets[index]}`).join(' ')} `;
    const { entries, data } = encodeObjectStream(pairs + objects, encoding);
    this.objects[stream - 1] = { entries: `${entries} /N ${bodies.length} /First ${pairs.length}`, data };
    return numbers;
  }

  encryptWithEmptyUserPassword(fileId: Buffer): void {
    this.encryption = emptyUserPasswordEncryption(fileId);
    const hexId = `<${fileId.toString('hex')}>`;
    this.trailer.push(`/Encrypt ${this.add(this.encryption.dictionary)} 0 R /ID [${hexId} ${hexId}]`);
  }

  write(): Buffer {
    let pdf = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    this.objects.forEach((object, index) => {
      if (typeof object !== 'string' && 'inStream' in object) return;
      offsets[index] = pdf.length;
      pdf += `${index + 1} 0 obj\n${this.body(index + 1, object)}\nendobj\n`;
    });
    const compressed = this.objects.some((object) => typeof object !== 'string' && 'inStream' in object);
    pdf += compressed ? this.xrefStream(pdf.length, offsets) : this.xrefTable(pdf.length, offsets);
    return Buffer.from(pdf, 'latin1');
  }

  private body(number: number, object: Exclude<PdfObject, { inStream: number }>): string {
    if (typeof object === 'string') return object;
    const data = this.encryption ? this.encryption.encrypt(number, object.data) : object.data;
    return `<< ${object.entries} /Length ${data.length} >>\nstream\n${data}\nendstream`;
  }

  private xrefTable(start: number, offsets: number[]): string {
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    const size = this.objects.length + 1;
    return (
      `xref\n0 ${size}\n0000000000 65535 f \n${rows}` +
      `trailer\n<< /Size ${size} /Root ${CATALOG} 0 R${this.trailerEntries()} >>\n` +
      `startxref\n${start}\n%%EOF\n`
    );
  }

  /** An uncompressed xref stream (PDF 1.5): the only way to point at objects in object streams. */
  private xrefStream(start: number, offsets: number[]): string {
    const size = this.objects.length + 2;
    const row = (type: number, field: number, last: number) => {
      const bytes = Buffer.alloc(7);
      bytes.writeUInt8(type, 0);
      bytes.writeUInt32BE(field, 1);
      bytes.writeUInt16BE(last, 5);
      return bytes.toString('latin1');
    };
    let rows = row(0, 0, 65535);
    this.objects.forEach((object, index) => {
      rows +=
        typeof object !== 'string' && 'inStream' in object
          ? row(2, object.inStream, object.index)
          : row(1, offsets[index]!, 0);
    });
    rows += row(1, start, 0);
    const dictionary =
      `<< /Type /XRef /Size ${size} /W [1 4 2] /Root ${CATALOG} 0 R${this.trailerEntries()}` +
      ` /Length ${rows.length} >>`;
    return `${size - 1} 0 obj\n${dictionary}\nstream\n${rows}\nendstream\nendobj\nstartxref\n${start}\n%%EOF\n`;
  }

  private trailerEntries(): string {
    return this.trailer.map((entry) => ` ${entry}`).join('');
  }
}

function addPages(pdf: PdfWriter, { pages, javascript = false }: PdfOptions): void {
  const kids = Array.from({ length: pages }, (_, index) => `${FIRST_PAGE + index * 2} 0 R`);
  const action = javascript === 'launch' ? '<< /S /Launch /F (calc.exe) >>' : SCRIPT;
  const openAction = javascript ? ` /OpenAction ${action}` : '';
  pdf.add(`<< /Type /Catalog /Pages ${PAGES} 0 R${openAction} >>`);
  pdf.add(
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} /MediaBox [0 0 595 842]` +
      ` /Resources << /Font << /F1 3 0 R >> >> >>`,
  );
  pdf.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let index = 0; index < pages; index += 1) {
    pdf.add(`<< /Type /Page /Parent ${PAGES} 0 R /Contents ${FIRST_PAGE + index * 2 + 1} 0 R >>`);
    pdf.add({ entries: '', data: `BT /F1 24 Tf 72 720 Td (Page ${index + 1}) Tj ET` });
  }
}

/** Form fields (widget annotations on the first page) and the form's other entries. */
function addForm(pdf: PdfWriter, options: PdfOptions): number[] {
  const fields: number[] = [];
  const form: string[] = [];
  if (options.signature) {
    const value =
      options.signature === 'signed'
        ? ` /V << /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached` +
          ` /ByteRange [0 10 20 30] /Contents <${'30820a'.padEnd(64, '0')}> /M (D:20250101000000Z) >>`
        : '';
    fields.push(
      pdf.add(
        `<< /Type /Annot /Subtype /Widget /FT /Sig /T (Signature1) /Rect [72 72 272 122] /F 4` +
          ` /P ${FIRST_PAGE} 0 R${value} >>`,
      ),
    );
    form.push('/SigFlags 3');
  }
  if (options.xfaScript) {
    const template =
      '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/">' +
      '<subform name="form1"><event activity="initialize"><script contentType="application/x-javascript">' +
      'app.alert(1);</script></event></subform></template></xdp:xdp>';
    form.push(
      `/XFA ${pdf.add({ entries: '/Filter /FlateDecode', data: deflateSync(template).toString('latin1') })} 0 R`,
    );
  }
  if (!fields.length && !form.length) return [];
  pdf.extend(
    CATALOG,
    `/AcroForm << /Fields [${fields.map((field) => `${field} 0 R`).join(' ')}] ${form.join(' ')} >>`,
  );
  return fields;
}

function addLinks(pdf: PdfWriter, options: PdfOptions): number[] {
  const annotations: number[] = [];
  if (options.linkUri) {
    const uri = options.linkUri.replace(/[()\\]/g, '\\$&');
    annotations.push(
      pdf.add(`<< /Type /Annot /Subtype /Link /Rect [72 600 300 640] /A << /S /URI /URI (${uri}) >> >>`),
    );
  }
  if (options.compressedLinkJavascript) {
    const encoding = options.compressedLinkJavascript === true ? 'flate' : options.compressedLinkJavascript;
    const link = `<< /Type /Annot /Subtype /Link /Rect [72 700 300 740] /A ${SCRIPT} >>`;
    annotations.push(...pdf.compressed([link], encoding));
  }
  return annotations;
}

/** An attachment under a crypt filter of its own: the pages and their strings are not encrypted. */
function addEncryptedAttachment(pdf: PdfWriter): void {
  const file = pdf.add({ entries: '/Type /EmbeddedFile', data: hexBytes('attachment') });
  pdf.extend(
    CATALOG,
    `/Names << /EmbeddedFiles << /Names [(secret.txt) << /Type /Filespec /F (secret.txt) /EF << /F ${file} 0 R >> >>] >> >>`,
  );
  const encrypt = pdf.add(
    `<< /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2 /AuthEvent /EFOpen /Length 16 >> >>` +
      ` /StmF /Identity /StrF /Identity /EFF /StdCF /O ${hexBytes('owner')} /U ${hexBytes('user')} /P -4 >>`,
  );
  const id = hexBytes('id').slice(0, 33) + '>';
  pdf.trailer.push(`/Encrypt ${encrypt} 0 R /ID [${id} ${id}]`);
}

export function makePdf(options: PdfOptions): Buffer {
  const pdf = new PdfWriter();
  addPages(pdf, options);
  if (options.pages > 0) {
    const annotations = [...addLinks(pdf, options), ...addForm(pdf, options)];
    if (annotations.length)
      pdf.extend(FIRST_PAGE, `/Annots [${annotations.map((a) => `${a} 0 R`).join(' ')}]`);
  }
  if (options.objectStreamInflatesTo)
    pdf.add({
      entries: '/Type /ObjStm /N 0 /First 0 /Filter /FlateDecode',
      data: deflateSync(' '.repeat(options.objectStreamInflatesTo)).toString('latin1'),
    });
  if (options.title) pdf.trailer.push(`/Info ${pdf.add(`<< /Title (${options.title}) >>`)} 0 R`);
  if (options.encrypted) {
    const encrypt = pdf.add(
      `<< /Filter /Standard /V 1 /R 2 /O ${hexBytes('owner')} /U ${hexBytes('user')} /P -4 >>`,
    );
    const id = hexBytes('id').slice(0, 33) + '>';
    pdf.trailer.push(`/Encrypt ${encrypt} 0 R /ID [${id} ${id}]`);
  }
  if (options.encryptedAttachment) addEncryptedAttachment(pdf);
  if (options.emptyUserPassword) pdf.encryptWithEmptyUserPassword(createHash('md5').update('id').digest());
  return pdf.write();
}
