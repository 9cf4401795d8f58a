/**
 * The document pdf.js parses, as its worker code holds it. Its public API reports the scripts of
 * the document and of form fields, not those of a page's links, nor an XFA form's, nor /Launch
 * actions: the script check reads them from the parsed objects, so whatever encoding or
 * encryption pdf.js reads is read here too. pdf.js's worker code runs in this thread, which reads
 * one file and is then ended, so the hooks set here touch nothing else.
 */

/** A name object, such as /JavaScript. */
export interface PdfName {
  name: string;
}

export interface PdfRef {
  num: number;
  gen: number;
}

/** A dictionary: get() resolves references (and decrypts), getRaw() does not. */
export interface PdfDict {
  get(key: string): unknown;
  getRaw(key: string): unknown;
  getKeys(): Iterable<string>;
}

export interface PdfStream {
  dict: PdfDict | null;
  getBytes(): Uint8Array;
}

export interface PdfXRef {
  fetch(ref: PdfRef): unknown;
  getCatalogObj(): PdfDict;
  readXRef(recoveryMode?: boolean): PdfDict;
  indexObjects(): PdfDict;
}

export interface PdfPage {
  pageDict: PdfDict;
  annotations: unknown[];
}

export interface ParsedPdf {
  xref: PdfXRef;
  getPage(pageIndex: number): Promise<PdfPage>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const isDict = (value: unknown): value is PdfDict =>
  isObject(value) && typeof value.getRaw === 'function' && typeof value.getKeys === 'function';

export const isRef = (value: unknown): value is PdfRef =>
  isObject(value) && typeof value.num === 'number' && typeof value.gen === 'number' && !isDict(value);

export const isStream = (value: unknown): value is PdfStream =>
  isObject(value) && typeof value.getBytes === 'function' && 'dict' in value;

export const isName = (value: unknown, name?: string): value is PdfName =>
  isObject(value) &&
  typeof value.name === 'string' &&
  !isDict(value) &&
  (name === undefined || value.name === name);

const isParsedPdf = (value: unknown): value is ParsedPdf =>
  isObject(value) &&
  typeof value.getPage === 'function' &&
  isObject(value.xref) &&
  typeof value.xref.readXRef === 'function' &&
  typeof value.xref.getCatalogObj === 'function';

/**
 * Only embedded files under a crypt filter of their own (/EFF), with strings and streams left
 * as they are: readers open the pages with no password and ask for one only for the attachment.
 */
function onlyAttachmentsEncrypted(xref: PdfXRef, trailer: PdfDict): boolean {
  const raw = trailer.getRaw('Encrypt');
  const encrypt = isRef(raw) ? xref.fetch(raw) : raw;
  if (!isDict(encrypt)) return false;
  const identity = (key: string) => {
    const filter = encrypt.get(key);
    return filter === undefined || isName(filter, 'Identity');
  };
  const version = encrypt.get('V');
  const attachments = encrypt.get('EFF');
  return (
    (version === 4 || version === 5) &&
    identity('StmF') &&
    identity('StrF') &&
    isName(attachments) &&
    attachments.name !== 'Identity'
  );
}

/** The trailer as pdf.js would read it, minus an /Encrypt that only attachments need. */
function withoutAttachmentEncryption(xref: PdfXRef, trailer: PdfDict): PdfDict {
  if (!onlyAttachmentsEncrypted(xref, trailer)) return trailer;
  const get = trailer.get.bind(trailer);
  trailer.get = (...keys: [string]) =>
    keys.length === 1 && keys[0] === 'Encrypt' ? undefined : get(...keys);
  return trailer;
}

/** pdf.js reads the xref in one of two ways: from the table the file points at, or by indexing every object. */
function hookTrailer(xref: PdfXRef): void {
  const readXRef = xref.readXRef.bind(xref);
  const indexObjects = xref.indexObjects.bind(xref);
  xref.readXRef = (recoveryMode) => withoutAttachmentEncryption(xref, readXRef(recoveryMode));
  xref.indexObjects = () => withoutAttachmentEncryption(xref, indexObjects());
}

/**
 * Watches for the document pdf.js is about to parse. pdf.js caches each computed property of it
 * with Object.defineProperty; the first one it caches (the file's linearization, from where the
 * xref is found) comes before the xref is read, in time to let a file whose pages need no
 * password be read without one.
 */
export function watchParsedPdf(): { readonly document: ParsedPdf | undefined } {
  const watcher: { document: ParsedPdf | undefined } = { document: undefined };
  const defineProperty = Object.defineProperty;
  Object.defineProperty = function <T>(
    target: T,
    key: PropertyKey,
    attributes: PropertyDescriptor & ThisType<unknown>,
  ): T {
    if (!watcher.document && (key === 'linearization' || key === 'startXRef') && isParsedPdf(target)) {
      watcher.document = target;
      hookTrailer(target.xref);
      Object.defineProperty = defineProperty;
    }
    return defineProperty(target, key, attributes);
  };
  return watcher;
}
