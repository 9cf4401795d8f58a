import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopInfo } from '@shop/backend/contract';
import { makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { receiptOfOrder, receiptOfSale, type ReceiptData } from '../receipt-data';
import { makeSale, shop } from '../testing/counter-api';
import { RECEIPT_SHEET_ID, useReceiptPrinter } from './print-receipt';

function Printer({ receipt, shopInfo }: { receipt: ReceiptData; shopInfo: ShopInfo | undefined }) {
  const { print, sheet } = useReceiptPrinter(shopInfo);
  return (
    <>
      <button type="button" onClick={() => print(receipt)}>
        Print
      </button>
      {sheet}
    </>
  );
}

async function printed(receipt: ReceiptData, shopInfo: ShopInfo | undefined = shop) {
  renderScreen(<Printer receipt={receipt} shopInfo={shopInfo} />);
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  const sheet = document.getElementById(RECEIPT_SHEET_ID)!;
  return { sheet, receipt: within(sheet).getByRole('article', { hidden: true }) };
}

const lineTexts = (receipt: HTMLElement) =>
  within(receipt)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent);

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Receipt', () => {
  it('when a cash sale prints, then the shop, its number, lines, total, tendered and change are on it, on the shop’s roll', async () => {
    const { sheet, receipt } = await printed(receiptOfSale(makeSale()));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(receipt).toHaveAccessibleName('Receipt for Sale No. 7');
    expect(receipt).toHaveTextContent('Saraswati Books & Stationery');
    expect(receipt).toHaveTextContent('12 MG Road, Nagpur, Maharashtra 440001');
    expect(receipt).toHaveTextContent('Ph: +91 98765 43210');
    expect(lineTexts(receipt)).toEqual(['Pencil box2 × ₹120.00₹240.00', 'A4 notebook1 × ₹45.00₹45.00']);
    expect(receipt).toHaveTextContent('Total₹285.00');
    expect(receipt).toHaveTextContent('Paid by Cash');
    expect(receipt).toHaveTextContent('Tendered₹500.00');
    expect(receipt).toHaveTextContent('Change₹215.00');
    expect(receipt).not.toHaveTextContent('VOID');
    expect(sheet.querySelector('style')!.textContent).toMatch(/@page { size: 58mm \d+mm; margin: 0 }/);
    expect(receipt).toHaveClass('font-mono');
  });

  it('when a sale a staff member rang up prints, then the receipt names its cashier; one from before names nobody', async () => {
    const { receipt } = await printed(receiptOfSale(makeSale({ cashier: { id: 'st-1', name: 'Meena' } })));
    expect(receipt).toHaveTextContent('Cashier: Meena');
    expect(receiptOfSale(makeSale({ cashier: null })).cashier).toBeNull();
  });

  it('when a voided sale prints, then VOID and its reason are on it', async () => {
    const sale = makeSale({
      status: 'cancelled',
      voided: { reason: 'Rung up twice', at: new Date().toISOString(), by: null, approvedBy: null },
      payment: { method: 'upi', reference: '412345678901', at: new Date().toISOString() },
    });
    const { receipt } = await printed(receiptOfSale(sale));
    expect(receipt).toHaveTextContent('VOID: Rung up twice');
    expect(receipt).toHaveTextContent('Paid by UPI (ref. 412345678901)');
    expect(receipt).not.toHaveTextContent('Change');
  });

  it('when the shop names no roll width, then the receipt is laid out for 80 mm', async () => {
    const { sheet } = await printed(receiptOfSale(makeSale()), { ...shop, receiptWidthMm: undefined });
    expect(sheet.querySelector('style')!.textContent).toMatch(/@page { size: 80mm \d+mm; margin: 0 }/);
  });

  it('when an online order prints, then its pickup code heads it, as it has no number', async () => {
    const order = makeOrder('a1', '2025-11-20T04:30:00.000Z', {
      status: 'collected',
      payment: { method: 'card', reference: null, at: '2025-11-20T10:30:00.000Z' },
    });
    const { receipt } = await printed(receiptOfOrder(order));
    expect(receipt).toHaveAccessibleName('Receipt for Order K7M2QX');
    expect(receipt).toHaveTextContent('20 Nov 2025, 4:00 pm');
    expect(receipt).toHaveTextContent('Paid by Card');
  });

  it('when the print dialog closes, then the receipt leaves the page', async () => {
    await printed(receiptOfSale(makeSale()));
    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(document.getElementById(RECEIPT_SHEET_ID)).toBeNull());
  });
});
