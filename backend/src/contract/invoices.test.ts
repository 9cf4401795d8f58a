import { describe, expect, it } from 'vitest';
import { billFigures, type LineToBill } from './invoices';

const line = (price: number, quantity: number, rate: LineToBill['rate'], hsn = '9608'): LineToBill => ({
  productId: `p-${price}`,
  title: `Item at ${price}`,
  quantity,
  price,
  hsn,
  rate,
});

describe('the figures of a bill', () => {
  it('when lines are at several rates, then each line keeps its split and the summary adds the lines up', () => {
    const bill = billFigures([line(10, 3, 18), line(99.99, 1, 5, '7326'), line(250, 2, 0, '4901')]);
    // ₹30 at 18%: taxable 25.42, tax 4.58 → CGST 2.29, SGST 2.29.
    expect(bill.lines[0]!.tax).toEqual({ hsn: '9608', rate: 18, taxable: 25.42, cgst: 2.29, sgst: 2.29 });
    // ₹99.99 at 5%: taxable 95.23, tax 4.76 → 2.38 each.
    expect(bill.lines[1]!.tax).toEqual({ hsn: '7326', rate: 5, taxable: 95.23, cgst: 2.38, sgst: 2.38 });
    expect(bill.lines[2]!.tax).toEqual({ hsn: '4901', rate: 0, taxable: 500, cgst: 0, sgst: 0 });
    expect(bill.byRate.map((row) => row.rate)).toEqual([0, 5, 18]);
    expect(bill.totals).toEqual({ amount: 629.99, taxable: 620.65, cgst: 4.67, sgst: 4.67 });
  });

  it('when the shop charges no tax, then every line is billed at 0% with its own code', () => {
    const bill = billFigures([line(10, 3, 18)], false);
    expect(bill.lines[0]!.tax).toEqual({ hsn: '9608', rate: 0, taxable: 30, cgst: 0, sgst: 0 });
    expect(bill.totals).toEqual({ amount: 30, taxable: 30, cgst: 0, sgst: 0 });
  });

  it('when a half of the tax would be an odd half paisa, then CGST and SGST are still equal and the taxable value takes the rest', () => {
    // ₹0.07 at 18%: each half 7 × 18 / 236 = 0.53… → 1 paisa; taxable 5.
    const bill = billFigures([line(0.07, 1, 18)]);
    expect(bill.lines[0]!.tax).toEqual({ hsn: '9608', rate: 18, taxable: 0.05, cgst: 0.01, sgst: 0.01 });
  });
});
