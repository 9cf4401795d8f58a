import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF's text, every page joined, as pdf.js reads it back: what a reader's viewer shows. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ');
  } finally {
    await task.destroy();
  }
}
