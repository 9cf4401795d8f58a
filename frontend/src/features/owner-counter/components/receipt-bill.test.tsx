import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TITLES, type InvoiceRef } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { makeOrder } from '@/test/fixtures';
import { receiptOfOrder, receiptOfSale } from '../receipt-data';
import { makeBill, makeSale, shop } from '../testing/counter-api';
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
      voided: { reason: 'Rung up twice', at: new Date().toISOString(), by: null, approvedBy: null },
      invoice: { ...taxInvoice, cancelled: true },
    });
    expect(shown(receiptOfSale(sale))).toHaveTextContent('Bill No. SB/25-26/00042CANCELLED');
  });

  it('when the bill was read, then the receipt prints it as issued: the seller’s GSTIN, the buyer, units, Nil lines, tax per rate and no reverse charge', () => {
    const sale = makeSale({ invoice: { ...taxInvoice, title: 'Invoice-cum-Bill of Supply' } });
    const receipt = shown(receiptOfSale(sale, makeBill()));
    expect(receipt).toHaveTextContent('Saraswati Books & StationerySaraswati Stationers LLP');
    expect(receipt).toHaveTextContent('GSTIN: 27AAPFU0939F1ZV');
    expect(within(receipt).getByRole('region', { name: 'Bill to' })).toHaveTextContent(
      'Bill to: Vidya Traders4 Residency Road, Bengaluru 560025State: Karnataka (29)GSTIN: 29ABCDE1234F1ZW',
    );
    expect(
      within(receipt)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pencil box2 BOX × ₹120.00₹240.00', 'A4 notebook (Nil rated)1 NOS × ₹45.00₹45.00']);
    expect(within(receipt).getByRole('region', { name: 'Tax per rate' })).toHaveTextContent(
      'Nil rated₹45.00Taxable at 5%₹228.58CGST 2.5%₹5.71SGST 2.5%₹5.71',
    );
    expect(receipt).toHaveTextContent('Tax payable on reverse charge: No');
  });

  it('when the bill could not be read, or it is no tax invoice, then no tax rows are printed', () => {
    expect(receiptOfSale(makeSale({ invoice: taxInvoice })).taxByRate).toEqual([]);
    const supply = makeBill({ kind: 'bill-of-supply', title: 'Bill of Supply' });
    expect(receiptOfSale(makeSale({ invoice: taxInvoice }), supply).taxByRate).toEqual([]);
    const receipt = shown(receiptOfSale(makeSale({ invoice: taxInvoice })));
    expect(receipt).not.toHaveTextContent('reverse charge');
    expect(receipt).not.toHaveTextContent('Bill to');
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
