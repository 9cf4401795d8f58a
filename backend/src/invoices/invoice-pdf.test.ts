import fs from 'node:fs';
import { createRequire } from 'node:module';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { describe, expect, it } from 'vitest';
import { asPaise, billFigures, type LineToBill } from '../contract';
import { renderInvoicePdf, type PrintedBill } from './invoice-pdf';
import { pdfPageTexts } from '../../test/pdf-text';

const SELLER = {
  legalName: 'Saraswati Books & Stationery',
  address: '12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001',
  gstin: '27AAPFU0939F1ZV',
  gstMode: 'regular' as const,
};

function bill(lines: LineToBill[], overrides: Partial<PrintedBill> = {}): PrintedBill {
  return {
    number: 'SB/25-26/00042',
    date: '2025-10-07',
    kind: 'tax-invoice',
    title: 'Invoice-cum-Bill of Supply',
    cancelled: false,
    seller: SELLER,
    buyer: { name: 'Vidya Mandir School', gstin: '07AAACI1681G1ZR' },
    ...billFigures(lines),
    ...overrides,
  };
}

const MIXED: LineToBill[] = [
  {
    productId: 'a',
    title: 'Gel Pen (blue)',
    quantity: 3,
    unit: 'PAC',
    pricePaise: asPaise(2500),
    hsn: '9608',
    rate: 18,
  },
  {
    productId: 'b',
    title: 'Geometry Box',
    quantity: 1,
    unit: 'BOX',
    pricePaise: asPaise(12000),
    hsn: '7326',
    rate: 5,
  },
  {
    productId: 'c',
    title: 'NCERT Mathematics Class 8',
    quantity: 2,
    unit: 'NOS',
    pricePaise: asPaise(6500),
    hsn: '4901',
    rate: 0,
  },
];

const readBack = (pdf: Buffer) => pdfPageTexts(pdf);

const require = createRequire(import.meta.url);

describe('renderInvoicePdf', () => {
  it('when the bill’s font is embedded, then it has a glyph of its own for ₹ (not a blank box)', async () => {
    const fontkit = require('fontkit') as {
      create(bytes: Buffer): { hasGlyphForCodePoint(code: number): boolean };
    };
    for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      const font = fontkit.create(fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      expect(font.hasGlyphForCodePoint(0x20b9)).toBe(true);
    }
    const pdf = (await renderInvoicePdf(bill(MIXED))).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });

  it('when a bill holds taxed and Nil-rated lines, then it reads back as an invoice-cum-bill of supply with its number, GSTINs, each rate’s equal halves, the Nil lines marked and the total in ₹', async () => {
    const view = bill(MIXED);
    const pdf = await renderInvoicePdf(view);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text, ...more] = await readBack(pdf);
    expect(more).toEqual([]);
    expect(text).toMatch(/^Invoice-cum-Bill of Supply /);
    expect(text).toMatch(/4901 +NCERT Mathematics Class 8 +2 NOS +Nil rated +130\.00 +0\.00 +0\.00 +130\.00/);
    // Each line's quantity with the unit it was billed in.
    expect(text).toMatch(/Gel Pen \(blue\) +3 PAC +18 /);
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('SB/25-26/00042');
    expect(text).toContain('07-10-2025');
    expect(text).toContain(SELLER.legalName);
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('GSTIN: 07AAACI1681G1ZR');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    for (const row of view.byRate) {
      expect(text).toContain(`${(row.cgstPaise / 100).toFixed(2)} @ ${row.rate / 2}%`);
      expect(text).toContain(`${(row.sgstPaise / 100).toFixed(2)} @ ${row.rate / 2}%`);
    }
    expect(view.totals.amountPaise).toBe(32500);
    expect(text).toContain('Total: ₹325.00');
    expect(text).toContain('Rupees Three Hundred Twenty-Five Only');
    expect(text).not.toContain('CANCELLED');
  });

  it('when every line is taxed, then it is headed Tax Invoice and no line says Nil', async () => {
    const [text] = await readBack(await renderInvoicePdf(bill(MIXED.slice(0, 2), { title: 'Tax Invoice' })));
    expect(text).toMatch(/^Tax Invoice /);
    expect(text).not.toContain('Nil rated');
    expect(text).toContain('Tax payable on reverse charge: No');
  });

  it('when the shop is a composition dealer, then the bill of supply says it may not collect tax and shows none', async () => {
    const view = bill(MIXED, {
      kind: 'bill-of-supply',
      title: 'Bill of Supply',
      seller: { ...SELLER, gstMode: 'composition' },
      ...billFigures(MIXED, false),
      buyer: { name: '' },
    });
    const [text] = await readBack(await renderInvoicePdf(view));
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('composition taxable person, not eligible to collect tax on supplies');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('Total: ₹325.00');
  });

  it('when a regular shop sells Nil-rated goods alone, then the bill of supply has no tax columns and no composition note', async () => {
    const books = MIXED.slice(2);
    const view = bill(books, { kind: 'bill-of-supply', title: 'Bill of Supply', ...billFigures(books) });
    const [text] = await readBack(await renderInvoicePdf(view));
    expect(text).toMatch(/^Bill of Supply /);
    expect(text).not.toContain('composition');
    expect(text).not.toMatch(/CGST|SGST|Taxable/);
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('Total: ₹130.00');
  });

  it('when a credit note is rendered, then it names the bill it credits', async () => {
    const view = bill(MIXED.slice(0, 1), {
      kind: 'credit-note',
      title: 'Credit Note',
      number: 'SB/CN25-26/0003',
      original: { number: 'SB/25-26/00042', date: '2025-10-07' },
    });
    const [text] = await readBack(await renderInvoicePdf(view));
    expect(text).toContain('Credit Note');
    expect(text).toContain('SB/CN25-26/0003');
    expect(text).toContain('Against invoice SB/25-26/00042 dated 07-10-2025');
    expect(text).toContain('Total credit: ₹75.00');
  });

  it('when the bill was cancelled, then it says so', async () => {
    const [text] = await readBack(await renderInvoicePdf(bill(MIXED, { cancelled: true })));
    expect(text).toContain('CANCELLED');
  });

  it('when a bill has 60 lines, then they flow onto more pages, each numbered', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      ...MIXED[i % 3]!,
      title: `Item number ${i + 1} with a longer name that may wrap in its cell`,
    }));
    const pages = await readBack(await renderInvoicePdf(bill(lines)));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join(' ')).toContain('Item number 60 with');
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
    expect(pages[1]).toContain('HSN/SAC');
  });
});
