import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { describe, expect, it } from 'vitest';
import type { AccountStatement } from '../contract';
import { pdfPageTexts } from '../../test/pdf-text';
import { renderStatementPdf } from './statement-pdf';

const payment = (date: string, amount: number, balance: number) => ({
  _id: date,
  customerId: 'c1',
  kind: 'payment' as const,
  amount,
  at: `${date}T06:30:00.000Z`,
  date,
  document: 'SB/RV26-27/00004',
  orderId: null,
  method: 'upi' as const,
  reference: 'UTR 4471',
  note: null,
  advance: false,
  by: null,
  balance,
});

function statement(overrides: Partial<AccountStatement>): AccountStatement {
  return {
    shop: { name: 'Saraswati Books', address: '12 MG Road, Nagpur', gstin: '27AAPFU0939F1ZV' },
    customer: { _id: 'c1', name: 'Sunrise School', phone: '+919876543210', gstin: null, language: 'en' },
    from: '2026-10-01',
    to: '2026-10-31',
    opening: 300,
    entries: [payment('2026-10-07', -350.5, -50.5)],
    closing: -50.5,
    ...overrides,
  };
}

const textOf = async (view: AccountStatement) =>
  (await pdfPageTexts(await renderStatementPdf(view))).join(' ');

describe('a statement as a PDF', () => {
  it('when the customer paid more than they owed, then it says what is held in advance and asks for nothing', async () => {
    const text = await textOf(statement({}));
    expect(text).toContain('Statement of account');
    expect(text).toContain('From 01-10-2026 to 31-10-2026');
    expect(text).toContain('Opening balance: ₹300.00');
    expect(text).toContain('Payment received (UPI) SB/RV26-27/00004 · ref UTR 4471');
    expect(text).toContain('-50.50');
    expect(text).toContain('Paid in advance: ₹50.50');
    expect(text).not.toContain('Amount due');
    expect(text).not.toContain('Scan with');
  });

  it('when something is owed but the shop takes no UPI, then it says the amount due with no code to scan', async () => {
    const text = await textOf(statement({ entries: [], opening: 120, closing: 120 }));
    expect(text).toContain('Nothing was bought or paid in this period.');
    expect(text).toContain('Amount due: ₹120.00');
    expect(text).not.toContain('Scan with');
  });

  it('when a statement runs past a page, then every page repeats the column heads and is numbered', async () => {
    const entries = Array.from({ length: 70 }, (_, i) => payment('2026-10-07', -1, -1 - i));
    const pages = await pdfPageTexts(await renderStatementPdf(statement({ entries, closing: -70 })));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Particulars');
    pages.forEach((page, i) => expect(page).toContain(`page ${i + 1} of ${pages.length}`));
  });
});
