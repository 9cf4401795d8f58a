import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TITLES,
  type InvoiceLineTax,
  type InvoiceRef,
  type OrderLine,
} from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { makeOrder } from '@/test/fixtures';
import { receiptOfOrder, receiptOfSale } from '../receipt-data';
import { makeSale, shop } from '../testing/counter-api';
import { BILL_HEADING_IDS, Receipt } from './receipt';

const taxInvoice: InvoiceRef = {
  number: 'SB/25-26/00042',
  date: '2025-11-20',
  kind: 'tax-invoice',
  title: 'Tax Invoice',
};

const shown = (data: Parameters<typeof Receipt>[0]['receipt']) => {
  render(<Receipt receipt={data} shop={shop} />);
  return screen.getByRole('article');
};

/** A line as the API sends it once billed: with the tax it was billed with. */
const taxed = (line: OrderLine, tax: InvoiceLineTax): OrderLine => Object.assign({}, line, { tax });

describe('Receipt: the bill', () => {
  it.each([
    ['tax-invoice', 'Tax Invoice'],
    ['tax-invoice', 'Invoice-cum-Bill of Supply'],
    ['bill-of-supply', 'Bill of Supply'],
    ['receipt', 'Receipt'],
  ] as const)(
    'when the sale was billed as %s, then the receipt is headed %s and carries the number',
    (kind, heading) => {
      const receipt = shown(receiptOfSale(makeSale({ invoice: { ...taxInvoice, kind, title: heading } })));
      const headingLine = within(receipt).getByText(heading);
      expect(headingLine.tagName).toBe('P');
      expect(receipt).toHaveTextContent(`${heading}Bill No. SB/25-26/00042Sale No. 7`);
      expect(receipt).not.toHaveTextContent('CANCELLED');
    },
  );

  it('when the sale was made before the shop billed, then the receipt has no bill heading', () => {
    const receipt = shown(receiptOfSale(makeSale({ invoice: null })));
    expect(receipt).not.toHaveTextContent('Bill No.');
    expect(receipt).not.toHaveTextContent('Tax Invoice');
  });

  it('when a voided sale’s bill prints, then its number stays, marked CANCELLED', () => {
    const sale = makeSale({
      status: 'cancelled',
      voided: { reason: 'Rung up twice', at: new Date().toISOString() },
      invoice: { ...taxInvoice, cancelled: true },
    });
    expect(shown(receiptOfSale(sale))).toHaveTextContent('Bill No. SB/25-26/00042CANCELLED');
  });

  it('when a tax invoice’s lines carry their tax, then the tax per rate is printed under the total', () => {
    const base = makeSale();
    const [box, book] = base.lines;
    const sale = makeSale({
      invoice: taxInvoice,
      lines: [
        taxed(box!, { hsn: '7326', rate: 5, taxable: 228.57, cgst: 5.71, sgst: 5.72 }),
        taxed(book!, { hsn: '4820', rate: 0, taxable: 45, cgst: 0, sgst: 0 }),
      ],
    });
    const taxes = within(shown(receiptOfSale(sale))).getByRole('region', { name: 'Tax per rate' });
    expect(taxes).toHaveTextContent(
      'Taxable at 0%₹45.00CGST 0%₹0.00SGST 0%₹0.00Taxable at 5%₹228.57CGST 2.5%₹5.71SGST 2.5%₹5.72',
    );
  });

  it('when the lines carry no tax, or the bill is no tax invoice, then no tax rows are printed', () => {
    const [box] = makeSale().lines;
    const line = taxed(box!, { hsn: '7326', rate: 5, taxable: 228.57, cgst: 5.71, sgst: 5.72 });
    expect(receiptOfSale(makeSale({ invoice: taxInvoice })).taxByRate).toEqual([]);
    expect(
      receiptOfSale(
        makeSale({
          invoice: { ...taxInvoice, kind: 'bill-of-supply', title: 'Bill of Supply' },
          lines: [line],
        }),
      ).taxByRate,
    ).toEqual([]);
  });

  it('names each kind of bill by the heading its PDF was printed under', () => {
    for (const title of DOCUMENT_TITLES) expect(translateOwner(BILL_HEADING_IDS[title])).toBe(title);
  });

  it('when the desk prints a collected online order’s receipt, then its bill heads it too', () => {
    const order = makeOrder('a1', '2025-11-20T04:30:00.000Z', {
      status: 'collected',
      payment: { method: 'card', reference: null, at: '2025-11-20T10:30:00.000Z' },
      invoice: { ...taxInvoice, kind: 'bill-of-supply', title: 'Bill of Supply' },
    });
    expect(shown(receiptOfOrder(order))).toHaveTextContent(
      'Bill of SupplyBill No. SB/25-26/00042Order K7M2QX',
    );
  });
});
