import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { makePdf, PNG_BYTES } from '../../test/pdf-files';
import { createPdfInspector } from './pdf-inspection';

const workerErrors: unknown[] = [];
const inspector = createPdfInspector({ onWorkerError: (error) => workerErrors.push(error) });
afterAll(() => inspector.close());
// A worker that fails to start answers 'unreadable' like a bad file would; fail loudly instead.
afterEach(() => expect(workerErrors).toEqual([]));

describe('PDF inspection', () => {
  it.each([1, 7, 500])('when a PDF has %i pages, then it counts exactly that many', async (pages) => {
    expect(await inspector.inspect(makePdf({ pages }))).toEqual({ ok: true, pages });
  });

  it('when the bytes are at an offset in a larger buffer, then only they are read', async () => {
    const pdf = makePdf({ pages: 3 });
    const padded = new Uint8Array(pdf.length + 20);
    padded.set(pdf, 10);
    expect(await inspector.inspect(padded.subarray(10, 10 + pdf.length))).toEqual({ ok: true, pages: 3 });
  });

  it('when junk comes before the header within 1024 bytes, then it is still a PDF', async () => {
    const pdf = Buffer.concat([Buffer.alloc(1024, 'x'), makePdf({ pages: 2 })]);
    expect(await inspector.inspect(pdf)).toEqual({ ok: true, pages: 2 });
  });

  it('when a PNG is renamed .pdf, then it is not a PDF', async () => {
    expect(await inspector.inspect(PNG_BYTES)).toEqual({
      ok: false,
      problem: 'not_pdf',
      message: 'This file is not a PDF.',
    });
  });

  it('when a PDF is cut in half, then it is truncated', async () => {
    const pdf = makePdf({ pages: 7 });
    expect(await inspector.inspect(pdf.subarray(0, pdf.length / 2))).toMatchObject({
      ok: false,
      problem: 'truncated',
      message: 'This PDF is incomplete; upload the whole file again.',
    });
  });

  it('when a PDF needs a password, then it is encrypted, with the message to remove it', async () => {
    expect(await inspector.inspect(makePdf({ pages: 2, encrypted: true }))).toEqual({
      ok: false,
      problem: 'encrypted',
      message: 'Remove the password and upload again',
    });
  });

  it('when a PDF runs JavaScript on opening, then it is refused as javascript', async () => {
    expect(await inspector.inspect(makePdf({ pages: 3, javascript: true }))).toMatchObject({
      ok: false,
      problem: 'javascript',
    });
  });

  it('when the script name is #-escaped, then it is still found', async () => {
    // Same length as the original, so the xref offsets still hold.
    const pdf = makePdf({ pages: 1, javascript: true })
      .toString('latin1')
      .replace('/Type /Catalog /Pages', '/Type/Catalog/Pages')
      .replace('/JS (', '/J#53 (');
    expect(await inspector.inspect(Buffer.from(pdf, 'latin1'))).toMatchObject({ problem: 'javascript' });
  });

  it.each(['flate', 'asciihex', 'ascii85', 'predictor', 'chained', 'escaped-name', 'untyped'] as const)(
    'when a link’s JavaScript hides in an object stream written %s, then it is still found',
    async (encoding) => {
      const pdf = makePdf({ pages: 2, compressedLinkJavascript: encoding });
      expect(pdf.toString('latin1')).not.toContain('/JavaScript');
      expect(await inspector.inspect(pdf)).toMatchObject({ ok: false, problem: 'javascript' });
    },
  );

  it('when the file is encrypted with an empty user password, then the script in it is still found', async () => {
    expect(await inspector.inspect(makePdf({ pages: 2, emptyUserPassword: true }))).toEqual({
      ok: true,
      pages: 2,
    });
    const pdf = makePdf({ pages: 2, compressedLinkJavascript: 'flate', emptyUserPassword: true });
    expect(await inspector.inspect(pdf)).toMatchObject({ ok: false, problem: 'javascript' });
  });

  it('when an XFA form carries a script, or the file launches a program on opening, then it is refused as javascript', async () => {
    expect(await inspector.inspect(makePdf({ pages: 1, xfaScript: true }))).toMatchObject({
      problem: 'javascript',
    });
    expect(await inspector.inspect(makePdf({ pages: 1, javascript: 'launch' }))).toMatchObject({
      problem: 'javascript',
    });
  });

  it('when a PDF is signed, has an empty signature box, or a link and title that mention JavaScript, then it is accepted', async () => {
    const harmless = [
      makePdf({ pages: 1, signature: 'signed' }),
      makePdf({ pages: 1, signature: 'empty' }),
      makePdf({
        pages: 1,
        linkUri: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
        title: 'Learn /JavaScript and /JS',
      }),
    ];
    for (const pdf of harmless) expect(await inspector.inspect(pdf)).toEqual({ ok: true, pages: 1 });
  });

  it('when an object stream inflates past 64 MB but nothing points into it, then the pages are read and it is not', async () => {
    expect(
      await inspector.inspect(makePdf({ pages: 1, objectStreamInflatesTo: 64 * 1024 * 1024 + 1 })),
    ).toEqual({ ok: true, pages: 1 });
  });

  it('when a scan has bytes after its end marker, or the header is late or missing, then it is read as readers read it', async () => {
    const pdf = makePdf({ pages: 3 });
    const variants = [
      Buffer.concat([pdf, Buffer.alloc(4096, 0x41)]),
      Buffer.concat([Buffer.alloc(3000, ' '), pdf]),
      pdf.subarray('%PDF-1.5\n'.length),
    ];
    for (const variant of variants) expect(await inspector.inspect(variant)).toEqual({ ok: true, pages: 3 });
  });

  it('when only an attachment needs a password, then the pages are read without one', async () => {
    expect(await inspector.inspect(makePdf({ pages: 2, encryptedAttachment: true }))).toEqual({
      ok: true,
      pages: 2,
    });
  });

  it('when the pages tree is empty, then it has no pages', async () => {
    expect(await inspector.inspect(makePdf({ pages: 0 }))).toEqual({
      ok: false,
      problem: 'no_pages',
      message: 'This PDF has no pages.',
    });
  });

  it('when a PDF has 501 pages, then it has too many, and the message says both numbers', async () => {
    expect(await inspector.inspect(makePdf({ pages: 501 }))).toEqual({
      ok: false,
      problem: 'too_many_pages',
      message: 'This PDF has 501 pages; the shop prints at most 500 per file.',
    });
  });

  it('when the body is garbage between a header and %%EOF, then it is unreadable', async () => {
    const pdf = Buffer.from(`%PDF-1.7\n${'garbage '.repeat(100)}\n%%EOF\n`, 'latin1');
    expect(await inspector.inspect(pdf)).toMatchObject({ ok: false, problem: 'unreadable' });
  });

  it('when several PDFs arrive at once, then each gets its own answer', async () => {
    const counts = [1, 2, 3, 4, 5, 6];
    const verdicts = await Promise.all(counts.map((pages) => inspector.inspect(makePdf({ pages }))));
    expect(verdicts).toEqual(counts.map((pages) => ({ ok: true, pages })));
  });
});

describe('PDF inspection limits', () => {
  const TIMEOUT_VERDICT = {
    ok: false,
    problem: 'timeout',
    message: 'This PDF took too long to read. Try saving it again as a simpler PDF.',
  };
  afterEach(() => vi.useRealTimers());

  it('when reading takes longer than allowed, then it times out', async () => {
    const impatient = createPdfInspector({ timeoutMs: 1 });
    expect(await impatient.inspect(makePdf({ pages: 500 }))).toEqual(TIMEOUT_VERDICT);
    await impatient.close();
  });

  it('when one file has timed out, then the same inspector still reads the next', async () => {
    vi.useFakeTimers();
    const pending = inspector.inspect(makePdf({ pages: 500 }));
    // The worker is still loading pdf.js: only the clock has moved on, by the whole 20 s.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual(TIMEOUT_VERDICT);
    vi.useRealTimers();
    expect(await inspector.inspect(makePdf({ pages: 1 }))).toEqual({ ok: true, pages: 1 });
  });

  it('when more files arrive than may be read at once, then the rest wait their turn and all are answered', async () => {
    // A turn not handed on would leave the later reads waiting for ever.
    const one = createPdfInspector({ concurrency: 1 });
    const answers = await Promise.all([1, 2, 3].map((pages) => one.inspect(makePdf({ pages }))));
    expect(answers).toEqual([1, 2, 3].map((pages) => ({ ok: true, pages })));
    await one.close();
  });

  it('when one sender has four files in line, then another sender’s file is read after at most one of them', async () => {
    // One reader: the order of answers is the order of turns, however long each read takes.
    const one = createPdfInspector({ concurrency: 1 });
    const answered: string[] = [];
    const read = (sender: string, label: string, pages: number) =>
      one.inspect(makePdf({ pages }), sender).then(() => answered.push(label));
    const hostile = [1, 2, 3, 4].map((n) => read('hostile', `hostile ${n}`, 500));
    await Promise.all([...hostile, read('honest', 'honest', 1)]);
    expect(answered.indexOf('honest')).toBeLessThanOrEqual(1);
    await one.close();
  });

  it('when a 5 MB file repeats /ObjStm, then it is answered well within the time limit', async () => {
    const tokens = Buffer.from(`%PDF-1.7\n${'/ObjStm '.repeat(5 * 131_072)}\n%%EOF\n`, 'latin1');
    const started = Date.now();
    expect(await inspector.inspect(tokens)).toMatchObject({ ok: false, problem: 'unreadable' });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('when the worker runs out of memory, then the file is unreadable and this process goes on', async () => {
    const errors: unknown[] = [];
    const cramped = createPdfInspector({ memoryMb: 4, onWorkerError: (error) => errors.push(error) });
    expect(await cramped.inspect(makePdf({ pages: 500 }))).toMatchObject({ problem: 'unreadable' });
    expect(errors.map((error) => (error as NodeJS.ErrnoException).code)).toEqual([
      'ERR_WORKER_OUT_OF_MEMORY',
    ]);
    await cramped.close();
    expect(await inspector.inspect(makePdf({ pages: 1 }))).toEqual({ ok: true, pages: 1 });
  });

  it('when the inspector is closed mid-read, then the read rejects and later ones are refused', async () => {
    const closing = createPdfInspector();
    const pending = closing.inspect(makePdf({ pages: 2 }));
    await closing.close();
    await expect(pending).rejects.toThrow('closed');
    await expect(closing.inspect(makePdf({ pages: 2 }))).rejects.toThrow('closed');
  });
});
