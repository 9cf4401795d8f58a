import { describe, expect, it } from 'vitest';
import { makeBook } from '@/test/fixtures';
import {
  barcodeOf,
  changeDue,
  looksLikeWords,
  partsProblem,
  priceProblem,
  saleReducer,
  saleRequest,
  saleTotal,
  tenderedProblem,
  unitsShort,
  type AccountCustomer,
  type SaleLine,
} from './sale';
import { formatRupees } from '@/lib/money';

const pen = makeBook({ _id: 'b1', title: 'Gel pen', newPrice: 10.1, stock: 2 });
const box = makeBook({ _id: 'b2', title: 'Pencil box', newPrice: 120, stock: null });
const cash = {
  method: 'cash' as const,
  tenderedText: '',
  reference: '',
  customer: null,
  split: false,
  partsText: {},
};

describe('the sale being rung up', () => {
  it('when an item is added twice, then it is one line of two, with the stock of the last scan', () => {
    const fresher = { ...pen, stock: 1 };
    const lines = [pen, box, fresher].reduce<SaleLine[]>(
      (sale, book) => saleReducer(sale, { type: 'add', book }),
      [],
    );
    expect(lines.map((line) => [line.book._id, line.quantity, line.book.stock])).toEqual([
      ['b1', 2, 1],
      ['b2', 1, null],
    ]);
    expect(unitsShort(lines[0]!)).toBe(1);
    expect(unitsShort(lines[1]!)).toBe(0);
  });

  it('when a line has its own price, then the total uses it, summed in paise', () => {
    const lines: SaleLine[] = [
      { book: pen, quantity: 3, priceText: '' },
      { book: box, quantity: 1, priceText: '99.5' },
    ];
    expect(saleTotal(lines)).toBe(129.8);
    expect(saleRequest(lines, { ...cash, tenderedText: '200' })).toEqual({
      items: [
        { productId: 'b1', quantity: 3 },
        { productId: 'b2', quantity: 1, price: 99.5 },
      ],
      payment: { method: 'cash', tendered: 200 },
    });
    expect(changeDue(200, 129.8)).toBe(70.2);
  });

  it('when a price is above the shop’s, negative or not an amount, then it is refused', () => {
    const priced = (priceText: string) => priceProblem({ book: box, quantity: 1, priceText });
    expect(priced('')).toBeNull();
    expect(priced('0')).toBeNull();
    expect(priced('120')).toBeNull();
    expect(priced('120.01')).toBe("At most ₹120.00, the shop's price.");
    expect(priced('-5')).toBe('Enter a price in rupees, at most two decimals.');
    expect(priced('1.234')).toBe('Enter a price in rupees, at most two decimals.');
  });

  it('when the cash handed over is short of the total, then it is refused; UPI and card send their reference', () => {
    expect(tenderedProblem({ ...cash, tenderedText: '99' }, 100)).toBe('Less than the total of ₹100.00.');
    expect(tenderedProblem({ ...cash, tenderedText: '' }, 100)).toBeNull();
    const lines: SaleLine[] = [{ book: box, quantity: 1, priceText: '' }];
    expect(
      saleRequest(lines, { ...cash, method: 'upi', tenderedText: '500', reference: ' 4123 ' }).payment,
    ).toEqual({
      method: 'upi',
      reference: '4123',
    });
  });

  it('when a customer is chosen and the sale is split part cash, part on account, then the request names them and sends the parts, which must add up', () => {
    const lines: SaleLine[] = [{ book: box, quantity: 2, priceText: '' }];
    const total = saleTotal(lines);
    const customer = { _id: 'c'.repeat(24), balance: 0 } as AccountCustomer;
    const split = {
      ...cash,
      customer,
      split: true,
      partsText: { cash: '100', account: String(total - 100) },
    };
    expect(saleRequest(lines, split)).toEqual({
      items: [{ productId: box._id, quantity: 2 }],
      customerId: customer._id,
      payments: [
        { method: 'cash', amount: 100 },
        { method: 'account', amount: total - 100 },
      ],
    });
    expect(partsProblem(split, total)).toBeNull();
    expect(partsProblem({ ...split, partsText: { cash: '100' } }, total)).toBe(
      `The parts add up to ₹100.00; the total is ${formatRupees(total)}.`,
    );
    expect(saleRequest(lines, { ...cash, customer, method: 'account' })).toMatchObject({
      customerId: customer._id,
      payments: [{ method: 'account', amount: total }],
    });
  });
});

describe('what the scan box was given', () => {
  it('when it is 8 to 14 digits, spaces and hyphens aside, then it is a barcode', () => {
    expect(barcodeOf('978-81-7371-445-9')).toBe('9788173714459');
    expect(barcodeOf('1234567')).toBeNull();
    expect(barcodeOf('PEN-BLUE')).toBeNull();
  });

  it('when it has letters or spaces, then a failed lookup searches for it', () => {
    expect(looksLikeWords('gel pen')).toBe(true);
    expect(looksLikeWords('नोटबुक')).toBe(true);
    expect(looksLikeWords('12345')).toBe(false);
  });
});
