import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  financialYearOf,
  INVOICE_PREFIX_MAX,
  INVOICE_PREFIX_PATTERN,
  invoiceNumber,
  invoicePrefixProblem,
  numberInSeries,
  SERIES_MINIMUM,
  seriesCapacity,
  SeriesFullError,
  seriesOf,
} from './invoice-numbers';

// 1 April 00:00 in India is 18:30 UTC on 31 March.
const lastMinuteOfMarch = new Date('2026-03-31T18:29:59.999Z');
const firstMomentOfApril = new Date('2026-03-31T18:30:00.000Z');

describe('the India financial year', () => {
  it('when it is 23:59 on 31 March in India, then the sale is in the year that is ending', () => {
    expect(financialYearOf(lastMinuteOfMarch)).toEqual({ start: 2025, label: '25-26' });
  });

  it('when it is 00:00 on 1 April in India (still 31 March in UTC), then the new year has begun', () => {
    expect(financialYearOf(firstMomentOfApril)).toEqual({ start: 2026, label: '26-27' });
  });

  it('when the date is inside a year, then the year is the one that started the April before', () => {
    expect(financialYearOf(new Date('2025-04-01T00:00:00+05:30'))).toEqual({ start: 2025, label: '25-26' });
    expect(financialYearOf(new Date('2025-12-31T23:59:59+05:30'))).toEqual({ start: 2025, label: '25-26' });
    expect(financialYearOf(new Date('2026-01-01T00:00:00+05:30'))).toEqual({ start: 2025, label: '25-26' });
    expect(financialYearOf(new Date('2025-03-31T23:59:59+05:30'))).toEqual({ start: 2024, label: '24-25' });
  });

  it('when the year crosses a century, then the label keeps two digits each side', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00+05:30')).label).toBe('99-00');
    expect(financialYearOf(new Date('2009-06-01T00:00:00+05:30')).label).toBe('09-10');
  });
});

describe('invoice and credit note numbers', () => {
  it('when the 42nd invoice of the year is numbered, then it is the prefix, the year and five digits', () => {
    expect(invoiceNumber('SB', new Date('2025-08-15T10:00:00+05:30'), 42)).toBe('SB/25-26/00042');
    expect(creditNoteNumber('SB', new Date('2025-08-15T10:00:00+05:30'), 42)).toBe('SB/CN25-26/00042');
  });

  it('when a sale is at the turn of the year in India, then its number follows the India date', () => {
    expect(invoiceNumber('SB', lastMinuteOfMarch, 1234)).toBe('SB/25-26/01234');
    expect(invoiceNumber('SB', firstMomentOfApril, 1)).toBe('SB/26-27/00001');
    expect(creditNoteNumber('SB', lastMinuteOfMarch, 7)).toBe('SB/CN25-26/00007');
    expect(creditNoteNumber('SB', firstMomentOfApril, 7)).toBe('SB/CN26-27/00007');
  });

  it('when the prefix has 1 character, then both numbers fit', () => {
    expect(invoiceNumber('S', firstMomentOfApril, 99999)).toBe('S/26-27/99999');
    expect(creditNoteNumber('S', firstMomentOfApril, 99999)).toBe('S/CN26-27/99999');
    expect(invoiceNumber('7', firstMomentOfApril, 100000)).toBe('7/26-27/100000');
  });

  it('when the prefix has 4 characters, then an invoice number is exactly 16 characters', () => {
    const number = invoiceNumber('SB01', firstMomentOfApril, 42);
    expect(number).toBe('SB01/26-27/00042');
    expect(number).toHaveLength(16);
  });

  it('when a longer prefix leaves fewer than five digits, then the serial is padded to what is left', () => {
    // 3 + "/CN" + "26-27" + "/" is 12: four digits remain for a credit note's serial.
    expect(creditNoteNumber('SBK', firstMomentOfApril, 42)).toBe('SBK/CN26-27/0042');
    expect(creditNoteNumber('SB', firstMomentOfApril, 99999)).toHaveLength(16);
    // A prefix of four, which the settings took once, leaves three.
    expect(creditNoteNumber('SB01', firstMomentOfApril, 42)).toBe('SB01/CN26-27/042');
  });

  it('when a serial does not fit in 16 characters, then the series is full rather than issue a number GST refuses', () => {
    expect(() => creditNoteNumber('SB01', firstMomentOfApril, 1000)).toThrow(SeriesFullError);
    expect(() => creditNoteNumber('SB', firstMomentOfApril, 100000)).toThrow(
      'The series SB/CN26-27/ is full',
    );
    expect(() => invoiceNumber('SB01', firstMomentOfApril, 100000)).toThrow(SeriesFullError);
  });

  it('when the longest prefix the settings take is used, then its series hold 99,999 invoices and 9,999 credit notes a year; one character more cannot', () => {
    const longest = 'A'.repeat(INVOICE_PREFIX_MAX);
    expect(invoicePrefixProblem(longest)).toBeNull();
    for (const document of ['invoice', 'credit-note'] as const) {
      const series = seriesOf(longest, document, firstMomentOfApril);
      expect(seriesCapacity(series)).toBeGreaterThanOrEqual(SERIES_MINIMUM[document]);
      expect(numberInSeries(series, SERIES_MINIMUM[document]).length).toBeLessThanOrEqual(16);
    }
    expect(creditNoteNumber(longest, firstMomentOfApril, 9999)).toBe('AAA/CN26-27/9999');
    const tooLong = `${longest}A`;
    expect(invoicePrefixProblem(tooLong)).toMatch(/at most 3 characters/);
    expect(seriesCapacity(seriesOf(tooLong, 'credit-note', firstMomentOfApril))).toBe(999);
    expect(invoicePrefixProblem('sb')).toMatch(/capital letters or digits/);
  });

  it('when the series is asked for, then it is everything before the serial', () => {
    expect(seriesOf('SB', 'invoice', firstMomentOfApril)).toBe('SB/26-27/');
    expect(seriesOf('SB', 'credit-note', lastMinuteOfMarch)).toBe('SB/CN25-26/');
    expect(numberInSeries('SB/26-27/', 42)).toBe(invoiceNumber('SB', firstMomentOfApril, 42));
  });

  it('when the prefix or the serial is not one the series allows, then it throws', () => {
    for (const prefix of ['', 'sb', 'SHOP1', 'S/B', 'S-B', ' SB']) {
      expect(() => invoiceNumber(prefix, firstMomentOfApril, 1)).toThrow('An invoice prefix must be');
    }
    for (const n of [0, -1, 1.5, Number.NaN]) {
      expect(() => invoiceNumber('SB', firstMomentOfApril, n)).toThrow('A serial number starts at 1');
    }
  });

  it('when a stored prefix is numbered, then 1-4 capital letters or digits pass', () => {
    for (const prefix of ['S', 'SB', 'SB25', '2025']) expect(INVOICE_PREFIX_PATTERN.test(prefix)).toBe(true);
    for (const prefix of ['', 'sb', 'SHOPS', 'S B', 'Ś'])
      expect(INVOICE_PREFIX_PATTERN.test(prefix)).toBe(false);
  });
});
