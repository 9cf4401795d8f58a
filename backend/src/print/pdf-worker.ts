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
import { watchParsedPdf } from './pdf-internals';
import { carriesScripts } from './pdf-scripts';

export interface PdfWorkerRequest {
  data: Uint8Array;
  maxPages: number;
}

export type PdfWorkerAnswer =
  | { ok: true; pages: number }
  | { ok: false; problem: 'encrypted' | 'unreadable' | 'no_pages' | 'javascript' }
  | { ok: false; problem: 'too_many_pages'; pages: number };

async function readPdf({ data, maxPages }: PdfWorkerRequest): Promise<PdfWorkerAnswer> {
  const parsed = watchParsedPdf();
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
    // Without the parsed document no script could be ruled out: refuse rather than pass.
    if (!parsed.document) throw new Error('pdf.js parsed the file out of sight.');
    // The names tree's scripts, which pdf.js collects itself; the rest are looked for in the objects.
    const scripted = (await doc.getJSActions()) !== null || (await carriesScripts(parsed.document, pages));
    if (scripted) return { ok: false, problem: 'javascript' };
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
