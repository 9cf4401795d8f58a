/**
 * Reads one uploaded PDF with pdf.js in a worker thread of its own, so a hostile or huge file
 * costs this thread's memory and time, never the API's: pdf-inspection.ts starts it with memory
 * limits and stops it when its time is up. It answers one message and is then ended.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { constants, inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js's own worker code, run in this thread (it sets globalThis.pdfjsWorker), rather than
// fetched by pdf.js from a path beside pdf.mjs on the first document.
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';

export interface PdfWorkerRequest {
  data: Uint8Array;
  maxPages: number;
}

export type PdfWorkerAnswer =
  | { ok: true; pages: number }
  | { ok: false; problem: 'encrypted' | 'unreadable' | 'no_pages' | 'javascript' }
  | { ok: false; problem: 'too_many_pages'; pages: number };

/** PDF's delimiters and whitespace: what may end a name token. */
const NAME_END = '[\\0\\t\\n\\f\\r ()<>\\[\\]{}/%]';
/** A name of 2 to 10 characters starting with J, any of them possibly written as #xx. */
const J_NAME = new RegExp(`/((?:J|#4[aA])(?:[A-Za-z]|#[0-9A-Fa-f]{2}){1,9})(?=${NAME_END})`, 'g');

/** Object streams inflated in all, at most: a file whose streams inflate past it is refused. */
const OBJECT_STREAMS_MAX_BYTES = 64 * 1024 * 1024;

const latin1 = (data: Uint8Array) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');

/**
 * Finds /JS or /JavaScript in the raw bytes, #-escaped spellings too: pdf.js reports only the
 * document's own scripts, not those of a page's links or annotations.
 */
function hasScriptName(text: string): boolean {
  for (const match of text.matchAll(J_NAME)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (name === 'JS' || name === 'JavaScript') return true;
  }
  return false;
}

/**
 * The Flate-compressed object streams of the file, inflated. PDF 1.5 may keep any dictionary (a
 * link's action among them) in one, where a scan of the raw bytes cannot read its names.
 * Undefined when they inflate past OBJECT_STREAMS_MAX_BYTES.
 */
function inflatedObjectStreams(text: string): string[] | undefined {
  const inflated: string[] = [];
  let budget = OBJECT_STREAMS_MAX_BYTES;
  for (let at = text.indexOf('/ObjStm'); at !== -1; at = text.indexOf('/ObjStm', at + 1)) {
    const dictionaryEnd = text.indexOf('stream', at);
    if (dictionaryEnd === -1 || !text.slice(at, dictionaryEnd).includes('/FlateDecode')) continue;
    const start = dictionaryEnd + (text.startsWith('stream\r\n', dictionaryEnd) ? 8 : 7);
    const end = text.indexOf('endstream', start);
    if (end === -1) continue;
    try {
      const bytes = inflateSync(Buffer.from(text.slice(start, end), 'latin1'), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget,
      });
      budget -= bytes.length;
      inflated.push(bytes.toString('latin1'));
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return undefined;
      // A stream that does not inflate holds nothing a reader could run either.
    }
  }
  return inflated;
}

/** Why the file's bytes alone rule it out, before pdf.js reads it; null when they do not. */
function problemInBytes(data: Uint8Array): 'javascript' | 'unreadable' | null {
  const text = latin1(data);
  if (hasScriptName(text)) return 'javascript';
  const objectStreams = inflatedObjectStreams(text);
  if (objectStreams === undefined) return 'unreadable';
  return objectStreams.some(hasScriptName) ? 'javascript' : null;
}

async function readPdf({ data, maxPages }: PdfWorkerRequest): Promise<PdfWorkerAnswer> {
  const problem = problemInBytes(data);
  if (problem) return { ok: false, problem };
  const task = getDocument({
    data,
    // CVE-2024-4367: with eval allowed, a crafted font runs code of the file's choosing.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const pages = doc.numPages;
    if (pages === 0) return { ok: false, problem: 'no_pages' };
    if (pages > maxPages) return { ok: false, problem: 'too_many_pages', pages };
    const [actions, formActions] = await Promise.all([doc.getJSActions(), doc.hasJSActions()]);
    if (actions !== null || formActions) return { ok: false, problem: 'javascript' };
    return { ok: true, pages };
  } catch (error) {
    const encrypted = error instanceof Error && error.name === 'PasswordException';
    return { ok: false, problem: encrypted ? 'encrypted' : 'unreadable' };
  } finally {
    await task.destroy();
  }
}

if (parentPort) {
  const port = parentPort;
  readPdf(workerData as PdfWorkerRequest).then(
    (answer) => port.postMessage(answer),
    () => port.postMessage({ ok: false, problem: 'unreadable' } satisfies PdfWorkerAnswer),
  );
}
