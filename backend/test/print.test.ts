import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_RATES, PRINT_FILE_MAX_BYTES } from '../src/contract';
import { sweepPrintFiles } from '../src/print/sweep';
import { useTestApp } from './harness';
import { makePdf, PNG_BYTES } from './pdf-files';

const t = useTestApp({ customers: ['asha', 'ravi'], env: { PRINT_UPLOAD_RATE_LIMIT: '40' } });
const { asha, ravi } = t.customers;

const RATES = {
  bwSingle: 1.75,
  bwDouble: 1.2,
  colourSingle: 10.05,
  colourDouble: 9.99,
  binding: { none: 0, staple: 2.5, spiral: 35.1 },
};

const upload = (who: typeof asha, bytes: Buffer, name = 'notes.pdf') =>
  t.as(who).post('/api/print-jobs').attach('file', bytes, { filename: name, contentType: 'application/pdf' });

const uploaded = async (pages = 7, who = asha) => {
  const res = await upload(who, makePdf({ pages }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; fileName: string; pages: number; bytes: number };
};

describe('print rates', () => {
  it('when nobody has set the rate card, then anyone reads the default one', async () => {
    const res = await request(t.app).get('/api/print-rates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_PRINT_RATES);
  });

  it('when the owner sets rates, then everyone reads them; a customer may not set them', async () => {
    expect((await t.as(asha).put('/api/print-rates').send(RATES)).status).toBe(403);
    expect((await request(t.app).put('/api/print-rates').send(RATES)).status).toBe(401);
    const saved = await t.asOwner().put('/api/print-rates').send(RATES);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(RATES);
    expect((await request(t.app).get('/api/print-rates')).body).toEqual(RATES);
  });

  it('when a rate is negative, has three decimals or is missing, then nothing is saved and the field is named', async () => {
    const bad = await t
      .asOwner()
      .put('/api/print-rates')
      .send({ ...RATES, bwSingle: -1, colourDouble: 1.005 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'bwSingle',
      'colourDouble',
    ]);
    const { binding: _binding, ...withoutBinding } = RATES;
    expect((await t.asOwner().put('/api/print-rates').send(withoutBinding)).status).toBe(400);
    expect((await request(t.app).get('/api/print-rates')).body).toEqual(DEFAULT_PRINT_RATES);
  });
});

describe('uploads, quotes and downloads', () => {
  it('when a customer uploads a 7-page PDF, then the shop counts 7 pages and keeps the same bytes', async () => {
    const pdf = makePdf({ pages: 7 });
    const res = await upload(asha, pdf, '../../etc/Class 10 notes.pdf');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.stringMatching(/^[a-f0-9]{24}$/),
      fileName: 'Class 10 notes.pdf',
      pages: 7,
      bytes: pdf.length,
    });
    const file = await t.as(asha).get(`/api/print-jobs/${res.body._id}/file`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Class 10 notes.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  it('when someone else asks for a file, then it does not exist for them; the owner may download it', async () => {
    const job = await uploaded();
    expect((await t.as(ravi).get(`/api/print-jobs/${job._id}/file`)).status).toBe(404);
    expect((await request(t.app).get(`/api/print-jobs/${job._id}/file`)).status).toBe(401);
    expect(
      (
        await t
          .as(ravi)
          .post('/api/print-jobs/quote')
          .send({ jobId: job._id, colour: 'bw', sides: 'single', copies: 1, range: '', binding: 'none' })
      ).status,
    ).toBe(404);
    expect((await t.asOwner().get(`/api/print-jobs/${job._id}/file`)).status).toBe(200);
  });

  it('when a customer asks for a quote, then it is the rate card applied to the pages the shop counted, to the paisa', async () => {
    await t.asOwner().put('/api/print-rates').send(RATES);
    const job = await uploaded(7);
    const quote = await t
      .as(asha)
      .post('/api/print-jobs/quote')
      .send({ jobId: job._id, colour: 'colour', sides: 'double', copies: 2, range: '', binding: 'staple' });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({ pages: 7, sides: 14, sheets: 8, price: 144.86 });
    const ranged = await t
      .as(asha)
      .post('/api/print-jobs/quote')
      .send({ jobId: job._id, colour: 'bw', sides: 'single', copies: 3, range: '1-2, 7', binding: 'spiral' });
    expect(ranged.body).toEqual({ pages: 3, sides: 9, sheets: 9, price: 121.05 });
  });

  it('when the range goes past the document or the options are wrong, then the quote is a 400 naming the field', async () => {
    const job = await uploaded(7);
    const past = await t
      .as(asha)
      .post('/api/print-jobs/quote')
      .send({ jobId: job._id, colour: 'bw', sides: 'single', copies: 1, range: '5-9', binding: 'none' });
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('The document has 7 pages; "5-9" goes past it.');
    expect(past.body.error.issues[0].path).toBe('range');
    const copies = await t
      .as(asha)
      .post('/api/print-jobs/quote')
      .send({ jobId: job._id, colour: 'grey', sides: 'single', copies: 51, range: '', binding: 'none' });
    expect(copies.status).toBe(400);
    expect(copies.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'colour',
      'copies',
    ]);
  });
});

describe('file names', () => {
  it('when a browser sends a name in Devanagari as raw UTF-8, then it is stored and served as typed', async () => {
    const name = 'कक्षा १० नोट्स.pdf';
    const res = await upload(asha, makePdf({ pages: 1 }), name);
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe(name);
    const file = await t.as(asha).get(`/api/print-jobs/${res.body._id}/file`);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('when a name carries a right-to-left override, then it is stored without it; a ZWJ stays', async () => {
    expect((await upload(asha, makePdf({ pages: 1 }), 'invoice\u202Egnp.pdf')).body.fileName).toBe(
      'invoicegnp.pdf',
    );
    expect((await upload(asha, makePdf({ pages: 1 }), 'क्\u200Dष.pdf')).body.fileName).toBe('क्\u200Dष.pdf');
  });
});

describe('the space print files use', () => {
  it('when files are uploaded, then the owner’s dashboard counts them and their bytes; the sweep clears them once a day old, not before', async () => {
    const before = (await t.asOwner().get('/api/admin')).body.printFiles as { files: number; bytes: number };
    const job = await uploaded(2);
    const after = (await t.asOwner().get('/api/admin')).body.printFiles;
    expect(after).toEqual({ files: before.files + 1, bytes: before.bytes + job.bytes });
    const hours = (count: number) => new Date(Date.now() + count * 3600_000);
    await sweepPrintFiles(t.store.print, hours(23), 7);
    expect((await t.as(asha).get(`/api/print-jobs/${job._id}/file`)).status).toBe(200);
    expect((await sweepPrintFiles(t.store.print, hours(24.01), 7)).unordered).toBeGreaterThanOrEqual(1);
    expect((await t.as(asha).get(`/api/print-jobs/${job._id}/file`)).status).toBe(404);
    expect((await t.asOwner().get('/api/admin')).body.printFiles).toEqual({ files: 0, bytes: 0 });
  });
});

describe('hostile uploads', () => {
  const refused = async (bytes: Buffer, status: number, message?: string) => {
    const before = await t.store.print.usage();
    const res = await upload(asha, bytes);
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await t.store.print.usage()).toEqual(before);
    expect((await request(t.app).get('/api/health')).status).toBe(200);
  };

  it('when the file is a PNG named .pdf, truncated, encrypted, scripted, empty or over 500 pages, then a clear 400 and nothing stored', async () => {
    await refused(PNG_BYTES, 400, 'This file is not a PDF.');
    const seven = makePdf({ pages: 7 });
    await refused(
      seven.subarray(0, Math.floor(seven.length / 2)),
      400,
      'This PDF is incomplete; upload the whole file again.',
    );
    await refused(makePdf({ pages: 3, encrypted: true }), 400, 'Remove the password and upload again');
    await refused(makePdf({ pages: 1, javascript: true }), 400);
    await refused(makePdf({ pages: 0 }), 400, 'This PDF has no pages.');
    await refused(makePdf({ pages: 501 }), 400);
  }, 60_000);

  it('when the file is one byte over 25 MB, then a 413 and nothing stored', async () => {
    const big = Buffer.concat([makePdf({ pages: 1 }), Buffer.alloc(PRINT_FILE_MAX_BYTES)]).subarray(
      0,
      PRINT_FILE_MAX_BYTES + 1,
    );
    await refused(big, 413);
  });

  it('when no file is sent, then a 400 says what to send', async () => {
    const res = await t.as(asha).post('/api/print-jobs').field('note', 'x');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Choose a PDF to upload (form field "file").');
  });

  it('when one customer has four hostile uploads in flight, then another’s honest upload is answered before all but one of them', async () => {
    const hostile = Buffer.from(`%PDF-1.7\n${'/ObjStm '.repeat(5 * 131_072)}\n%%EOF\n`, 'latin1');
    const answered: string[] = [];
    const sent = [1, 2, 3, 4].map((n) =>
      upload(asha, hostile).then((res) => answered.push(`hostile ${n}: ${res.status}`)),
    );
    // Their bytes are in and their reads in line before the honest file is sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    sent.push(upload(ravi, makePdf({ pages: 1 })).then((res) => answered.push(`honest: ${res.status}`)));
    await Promise.all(sent);
    expect(answered.indexOf('honest: 201')).toBeGreaterThanOrEqual(0);
    expect(answered.indexOf('honest: 201')).toBeLessThanOrEqual(1);
  }, 60_000);

  it('when a customer has 5 files waiting, then a sixth of theirs is refused and other customers are not held up', async () => {
    for (let i = 0; i < 5; i++) await uploaded(1, ravi);
    const sixth = await upload(ravi, makePdf({ pages: 1 }));
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toMatch(/5 files waiting/);
    expect((await upload(asha, makePdf({ pages: 1 }))).status).toBe(201);
  });
});
