import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import type { ReportDays } from '../src/contract';
import { bill, PEN, PERIOD } from '../src/reports/report-fixtures';
import type { InvoiceRecord } from '../src/store/invoice-contract';
import type { Store } from '../src/store/store';
import { useTestApp } from './harness';

const FILES = ['invoices.csv', 'hsn-summary.csv', 'documents.csv', 'tally.xml'] as const;
const OCTOBER = 'from=2025-10-01&to=2025-10-31';

const asBytes = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('the exports of a period with no bills', () => {
  const t = useTestApp({ per: 'suite', customers: ['asha'] });

  it('when no one or a customer asks, then every report is refused', async () => {
    for (const path of [...FILES, 'days']) {
      expect((await request(t.app).get(`/api/reports/${path}?${OCTOBER}`)).status).toBe(401);
      expect([401, 403]).toContain(
        (await t.as(t.customers.asha).get(`/api/reports/${path}?${OCTOBER}`)).status,
      );
    }
  });

  it.each([
    ['', 'from'],
    ['from=2025-10-01', 'to'],
    ['from=2025-02-30&to=2025-03-01', 'from'],
    ['from=2025-10-01&to=1-11-2025', 'to'],
    ['from=2025-10-31&to=2025-10-01', 'from'],
    ['from=2024-04-01&to=2025-04-02', 'to'],
    [`${OCTOBER}&format=pdf`, 'query'],
  ])('when the range is ?%s, then it is a 400 naming %s', async (query, field) => {
    const res = await t.asOwner().get(`/api/reports/invoices.csv?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it('when a leap year’s whole span is asked, then 366 days are allowed', async () => {
    expect((await t.asOwner().get('/api/reports/days?from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });

  it('when the owner downloads each file, then it is an attachment named for the range, headers only', async () => {
    for (const file of FILES) {
      const res = await asBytes(t.asOwner().get(`/api/reports/${file}?${OCTOBER}`));
      expect(res.status).toBe(200);
      const [name, extension] = file.split('.');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${name}-2025-10-01-to-2025-10-31.${extension}"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = (res.body as Buffer).toString('utf8');
      if (extension === 'csv') {
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(text.startsWith('\ufeff')).toBe(true);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.split('\r\n')).toHaveLength(2);
      } else {
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(text).toContain('<REQUESTDATA>\r\n   </REQUESTDATA>');
      }
    }
  });

  it('when the owner reads the days, then there are none and the totals are zero', async () => {
    const res = await t.asOwner().get(`/api/reports/days?${OCTOBER}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ from: '2025-10-01', to: '2025-10-31', days: [] });
    expect(res.body.totals.takings).toEqual({ cash: 0, upi: 0, card: 0 });
  });
});

describe('the exports of a period with bills', () => {
  // A bill at 00:15 on 1 November in India, which is still 31 October in UTC.
  const november = bill('SB/25-26/00005', [PEN], { date: '2025-11-01', at: '2025-10-31T18:45:00.000Z' });
  const kept = [...PERIOD, november];
  const t = useTestApp({
    per: 'suite',
    wrapStore: (real): Store => ({
      ...real,
      invoices: {
        ...real.invoices,
        list: async ({ since, until }): Promise<InvoiceRecord[]> =>
          kept.filter((record) => record.at >= since.toISOString() && record.at < until.toISOString()),
      },
    }),
  });

  it('when October is asked, then its bills come, by India day, and November’s first does not', async () => {
    const res = await asBytes(t.asOwner().get(`/api/reports/invoices.csv?${OCTOBER}`));
    const rows = parse((res.body as Buffer).toString('utf8'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(new Set(rows.map((row) => row.Number))).toEqual(new Set(PERIOD.map((record) => record.number)));
    const days = (await t.asOwner().get(`/api/reports/days?${OCTOBER}`)).body as ReportDays;
    expect(days.days.map((day) => day.date)).toEqual(['2025-10-07', '2025-10-08']);
    const first = (await t.asOwner().get('/api/reports/days?from=2025-11-01&to=2025-11-01'))
      .body as ReportDays;
    expect(first.totals.takings.cash).toBe(75);
  });

  it('when the Tally file is asked, then its ledgers are the shop’s settings', async () => {
    await t.store.taxSettings.put({
      ...(await t.store.taxSettings.get()),
      tallyLedgers: {
        sales: 'Shop Sales',
        cgst: 'CGST Out',
        sgst: 'SGST Out',
        cash: 'Till',
        upi: 'GPay',
        card: 'POS',
      },
    });
    const res = await asBytes(t.asOwner().get(`/api/reports/tally.xml?${OCTOBER}`));
    const xml = (res.body as Buffer).toString('utf8');
    for (const ledger of ['Shop Sales', 'CGST Out', 'SGST Out', 'Till', 'GPay', 'POS']) {
      expect(xml).toContain(`<LEDGERNAME>${ledger}</LEDGERNAME>`);
    }
  });
});
