import { describe, expect, it } from 'vitest';
import { billFigures, figuresInRupees, type LineToBill } from './invoices';
import { asPaise } from './money';

const line = (pricePaise: number, quantity: number, rate: LineToBill['rate'], hsn = '9608'): LineToBill => ({
  productId: `p-${pricePaise}`,
  title: `Item at ${pricePaise}`,
  quantity,
  unit: 'NOS',
  pricePaise: asPaise(pricePaise),
  hsn,
  rate,
});

const taxOf = ({
  hsn,
  rate,
  taxablePaise,
  cgstPaise,
  sgstPaise,
}: ReturnType<typeof billFigures>['lines'][number]) => ({
  hsn,
  rate,
  taxablePaise,
  cgstPaise,
  sgstPaise,
});

describe('the figures of a bill', () => {
  it('when lines are at several rates, then each line keeps its split and the summary adds the lines up', () => {
    const bill = billFigures([line(1000, 3, 18), line(9999, 1, 5, '7326'), line(25000, 2, 0, '4901')]);
    // ₹30 at 18%: each half 3000 × 18 / 236 = 228.8… → 229, taxable 2542.
    expect(taxOf(bill.lines[0]!)).toEqual({
      hsn: '9608',
      rate: 18,
      taxablePaise: 2542,
      cgstPaise: 229,
      sgstPaise: 229,
    });
    // ₹99.99 at 5%: 9999 × 5 / 210 = 238.07… → 238 each, taxable 9523.
    expect(taxOf(bill.lines[1]!)).toEqual({
      hsn: '7326',
      rate: 5,
      taxablePaise: 9523,
      cgstPaise: 238,
      sgstPaise: 238,
    });
    expect(taxOf(bill.lines[2]!)).toEqual({
      hsn: '4901',
      rate: 0,
      taxablePaise: 50000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(bill.byRate.map((row) => row.rate)).toEqual([0, 5, 18]);
    expect(bill.totals).toEqual({ amountPaise: 62999, taxablePaise: 62065, cgstPaise: 467, sgstPaise: 467 });
  });

  it('when the shop charges no tax, then every line is billed at 0% with its own code', () => {
    const bill = billFigures([line(1000, 3, 18)], false);
    expect(taxOf(bill.lines[0]!)).toEqual({
      hsn: '9608',
      rate: 0,
      taxablePaise: 3000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(bill.totals).toEqual({ amountPaise: 3000, taxablePaise: 3000, cgstPaise: 0, sgstPaise: 0 });
  });

  it('when a half of the tax would be an odd half paisa, then CGST and SGST are still equal and the taxable value takes the rest', () => {
    // ₹0.07 at 18%: each half 7 × 18 / 236 = 0.53… → 1 paisa; taxable 5.
    const bill = billFigures([line(7, 1, 18)]);
    expect(taxOf(bill.lines[0]!)).toEqual({
      hsn: '9608',
      rate: 18,
      taxablePaise: 5,
      cgstPaise: 1,
      sgstPaise: 1,
    });
  });

  it('when a bill crosses HTTP, then its figures are rupees with two decimals, the paise turned once', () => {
    const wire = figuresInRupees(billFigures([line(1999, 2, 18), line(6500, 1, 0, '4901')]));
    expect(wire.lines[0]).toEqual({
      productId: 'p-1999',
      title: 'Item at 1999',
      quantity: 2,
      unit: 'NOS',
      price: 19.99,
      amount: 39.98,
      tax: { hsn: '9608', rate: 18, taxable: 33.88, cgst: 3.05, sgst: 3.05 },
    });
    expect(wire.totals).toEqual({ amount: 104.98, taxable: 98.88, cgst: 3.05, sgst: 3.05 });
    expect(wire.byRate).toEqual([
      { rate: 0, taxable: 65, cgst: 0, sgst: 0 },
      { rate: 18, taxable: 33.88, cgst: 3.05, sgst: 3.05 },
    ]);
  });
});
