import { describe, expect, it } from 'vitest';
import { GST_RATES, HSN_PATTERN, SAC_PATTERN, taxOfLine, taxSummaryByRate, type GstRate } from './gst-tax';
import { toPaise } from './money';

describe('the tax inside a tax-inclusive price', () => {
  it('when a line is taxed at 18%, then the taxable value and the halves come out of the price', () => {
    // ₹118.00 at 18%: ₹100.00 taxable, ₹9.00 + ₹9.00.
    expect(taxOfLine(toPaise(118), 18)).toEqual({ taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900 });
    // ₹100.00 at 18%: 8474.576… → 8475; tax 1525, the odd paisa to SGST.
    expect(taxOfLine(toPaise(100), 18)).toEqual({ taxablePaise: 8475, cgstPaise: 762, sgstPaise: 763 });
  });

  it('when a line is taxed at 5%, then the taxable value is rounded to the paisa', () => {
    // ₹105.00 → ₹100.00 exactly; ₹250.00 → 23809.52… → 23810.
    expect(taxOfLine(toPaise(105), 5)).toEqual({ taxablePaise: 10000, cgstPaise: 250, sgstPaise: 250 });
    expect(taxOfLine(toPaise(250), 5)).toEqual({ taxablePaise: 23810, cgstPaise: 595, sgstPaise: 595 });
  });

  it('when the taxable value falls on a half paisa, then it rounds up; otherwise to the nearest paisa', () => {
    // 16 paise at 28% is 12.5 taxable → 13; 14 paise at 12% is 12.5 → 13.
    expect(taxOfLine(16, 28)).toEqual({ taxablePaise: 13, cgstPaise: 1, sgstPaise: 2 });
    expect(taxOfLine(14, 12)).toEqual({ taxablePaise: 13, cgstPaise: 0, sgstPaise: 1 });
    // 57 paise at 40% is 40.71… → 41; 15 paise at 28% is 11.71… → 12; 295 paise at 18% is 250 exactly.
    expect(taxOfLine(57, 40)).toEqual({ taxablePaise: 41, cgstPaise: 8, sgstPaise: 8 });
    expect(taxOfLine(15, 28)).toEqual({ taxablePaise: 12, cgstPaise: 1, sgstPaise: 2 });
    expect(taxOfLine(295, 18)).toEqual({ taxablePaise: 250, cgstPaise: 22, sgstPaise: 23 });
  });

  it('when the tax is a single paisa, then CGST is 0 and SGST carries it', () => {
    // 21 paise at 5% is 20 taxable (exact) and 1 paisa of tax.
    expect(taxOfLine(21, 5)).toEqual({ taxablePaise: 20, cgstPaise: 0, sgstPaise: 1 });
    // 2 paise at 40%: 1.428… → 1 taxable, 1 paisa of tax.
    expect(taxOfLine(2, 40)).toEqual({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 1 });
  });

  it('when a line is at 0%, then all of it is taxable and there is no tax', () => {
    expect(taxOfLine(toPaise(349.5), 0)).toEqual({ taxablePaise: 34950, cgstPaise: 0, sgstPaise: 0 });
    expect(taxOfLine(0, 18)).toEqual({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('when a line is at 40%, then the tax is two-sevenths of the price', () => {
    expect(taxOfLine(toPaise(1400), 40)).toEqual({
      taxablePaise: 100000,
      cgstPaise: 20000,
      sgstPaise: 20000,
    });
  });

  it('when the amount is ₹99,99,999.99, then the figures stay exact', () => {
    const amount = toPaise(9999999.99);
    expect(amount).toBe(999999999);
    // 999999999 × 100 / 118 = 847457626.27… → 847457626; tax 152542373.
    expect(taxOfLine(amount, 18)).toEqual({
      taxablePaise: 847457626,
      cgstPaise: 76271186,
      sgstPaise: 76271187,
    });
    // × 100 / 128 = 781249999.21… → 781249999.
    expect(taxOfLine(amount, 28)).toEqual({
      taxablePaise: 781249999,
      cgstPaise: 109375000,
      sgstPaise: 109375000,
    });
  });

  it('when any amount is taxed at any rate, then taxable + CGST + SGST is the amount, and the halves differ by at most a paisa', () => {
    const amounts = [...Array.from({ length: 3000 }, (_, i) => i), 99999, 100001, 123456789, 999999999];
    for (const rate of GST_RATES) {
      for (const amount of amounts) {
        const { taxablePaise, cgstPaise, sgstPaise } = taxOfLine(amount, rate);
        expect(taxablePaise + cgstPaise + sgstPaise).toBe(amount);
        expect(sgstPaise - cgstPaise).toBeGreaterThanOrEqual(0);
        expect(sgstPaise - cgstPaise).toBeLessThanOrEqual(1);
        expect(Number.isInteger(taxablePaise) && Number.isInteger(cgstPaise)).toBe(true);
        // The taxable value is the nearest paisa to amount × 100 / (100 + rate).
        expect(Math.abs(taxablePaise - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('when the amount is not whole paise, negative, or the rate is no GST rate, then it throws', () => {
    expect(() => taxOfLine(10.5, 18)).toThrow(RangeError);
    expect(() => taxOfLine(-100, 18)).toThrow(RangeError);
    expect(() => taxOfLine(100, 15 as GstRate)).toThrow('15% is not a GST rate');
  });
});

describe('the tax summary of an invoice', () => {
  it('when lines at several rates are summed, then there is one row per rate in rising order that adds up to the lines', () => {
    const lines = [
      { amountPaise: toPaise(100), rate: 18 as const },
      { amountPaise: toPaise(49.99), rate: 0 as const },
      { amountPaise: toPaise(100), rate: 18 as const },
      { amountPaise: toPaise(250), rate: 5 as const },
      { amountPaise: 3, rate: 18 as const },
    ].map((line) => ({ ...line, ...taxOfLine(line.amountPaise, line.rate) }));
    const summary = taxSummaryByRate(lines);
    expect(summary.map((row) => row.rate)).toEqual([0, 5, 18]);
    expect(summary[2]).toEqual({
      rate: 18,
      taxablePaise: 8475 + 8475 + 3,
      cgstPaise: 762 + 762 + 0,
      sgstPaise: 763 + 763 + 0,
    });
    const total = (rows: { taxablePaise: number; cgstPaise: number; sgstPaise: number }[]) =>
      rows.reduce((sum, row) => sum + row.taxablePaise + row.cgstPaise + row.sgstPaise, 0);
    expect(total(summary)).toBe(lines.reduce((sum, line) => sum + line.amountPaise, 0));
  });

  it('when the lines are taxed one by one, then the summary keeps their rounding rather than taxing the total again', () => {
    // Seven ₹1.00 lines at 18% are 85 paise taxable each, 595 in all; ₹7.00 taxed once would be 593.
    const lines = Array.from({ length: 7 }, () => ({ rate: 18 as const, ...taxOfLine(100, 18) }));
    expect(taxSummaryByRate(lines)).toEqual([{ rate: 18, taxablePaise: 595, cgstPaise: 49, sgstPaise: 56 }]);
    expect(taxOfLine(700, 18).taxablePaise).toBe(593);
  });

  it('when there are no lines, then the summary is empty', () => {
    expect(taxSummaryByRate([])).toEqual([]);
  });
});

describe('HSN and SAC codes', () => {
  it('when an HSN code has 4, 6 or 8 digits, then it is accepted; other lengths and letters are not', () => {
    for (const code of ['4901', '490110', '49011010', '4820']) expect(HSN_PATTERN.test(code)).toBe(true);
    for (const code of ['490', '49011', '4901101', '490110100', '49O1', ' 4901', '']) {
      expect(HSN_PATTERN.test(code)).toBe(false);
    }
  });

  it('when a SAC code has 6 digits starting 99, then it is accepted', () => {
    for (const code of ['998912', '995411']) expect(SAC_PATTERN.test(code)).toBe(true);
    for (const code of ['498912', '99891', '9989120', '99A912']) expect(SAC_PATTERN.test(code)).toBe(false);
  });
});
