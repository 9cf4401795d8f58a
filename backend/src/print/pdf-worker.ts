/**
 * Reads one uploaded PDF with pdf.js in a worker thread of its own, so a hostile or huge file
 * costs this thread's memory and time, never the API's: pdf-inspection.ts starts it with memory
 * limits and stops it when its time is up. It answers one message and is then ended.
 */
import { parentPort, workerData } from 'node:worker_threads';
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

/**
 * Finds /JS or /JavaScript in the raw bytes, #-escaped spellings too: pdf.js reports only the
 * document's own scripts, not those of a page's links or annotations. Names inside compressed
 * object streams are not seen here.
 */
function hasScriptName(data: Uint8Array): boolean {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  for (const match of text.matchAll(J_NAME)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (name === 'JS' || name === 'JavaScript') return true;
  }
  return false;
}

async function readPdf({ data, maxPages }: PdfWorkerRequest): Promise<PdfWorkerAnswer> {
  if (hasScriptName(data)) return { ok: false, problem: 'javascript' };
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
