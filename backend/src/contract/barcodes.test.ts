import { describe, expect, it } from 'vitest';
import { barcodeKind, compactCode, gtinCheckDigit, isbn10ToIsbn13, readBarcode } from './barcodes';

describe('reading a barcode', () => {
  it.each([
    ['an EAN-13', '4006381333931', '4006381333931', 'EAN-13'],
    ['an ISBN-13 typed with hyphens', '978-0-306-40615-7', '9780306406157', 'EAN-13'],
    ['an EAN-8', '9638 5074', '96385074', 'EAN-8'],
    ['a UPC-A', ' 036000 291452 ', '036000291452', 'UPC-A'],
    ['a UPC-A as a scanner sends it in EAN-13 form', '0036000291452', '036000291452', 'UPC-A'],
  ])('when %s is typed, then it is kept as its digits', (_what, typed, barcode, kind) => {
    expect(readBarcode(typed)).toEqual({ barcode, kind });
  });

  it('when an ISBN-10 is typed, then it is kept as its ISBN-13 with a new check digit', () => {
    expect(readBarcode('0-306-40615-2')).toEqual({ barcode: '9780306406157', kind: 'EAN-13' });
    expect(readBarcode('0 8044 2957 X')).toEqual({ barcode: '9780804429573', kind: 'EAN-13' });
    expect(readBarcode('080442957x')).toEqual({ barcode: '9780804429573', kind: 'EAN-13' });
    expect(isbn10ToIsbn13('0306406152')).toBe('9780306406157');
  });

  it('when a check digit is wrong, then the problem says so', () => {
    expect(readBarcode('4006381333932')).toEqual({
      problem: 'Barcode check digit is wrong: 4006381333932 is not a valid EAN-13',
    });
    expect(readBarcode('96385075')).toEqual({
      problem: 'Barcode check digit is wrong: 96385075 is not a valid EAN-8',
    });
    expect(readBarcode('036000291453')).toMatchObject({ problem: expect.stringContaining('UPC-A') });
    expect(readBarcode('0-306-40615-3')).toEqual({
      problem: 'Barcode check digit is wrong: 0306406153 is not a valid ISBN-10',
    });
  });

  it('when letters are typed (other than an ISBN-10 ending in X), then they are refused', () => {
    const digitsOnly = { problem: 'Barcode may hold only digits (an ISBN-10 may end in X)' };
    expect(readBarcode('ABC-123')).toEqual(digitsOnly);
    expect(readBarcode('400638133393X')).toEqual(digitsOnly);
    expect(readBarcode('X306406152')).toEqual(digitsOnly);
    expect(readBarcode('4006381333931.')).toEqual(digitsOnly);
  });

  it('when the length is no barcode’s (50 digits, 9, 11), then it is refused with the count', () => {
    expect(readBarcode('1'.repeat(50))).toEqual({
      problem:
        'Barcode must have 13 digits (EAN-13 or ISBN), 12 (UPC-A), 8 (EAN-8) or 10 (ISBN-10); this has 50',
    });
    expect(readBarcode('123456789')).toMatchObject({ problem: expect.stringContaining('this has 9') });
    expect(readBarcode('12345678901')).toMatchObject({ problem: expect.stringContaining('this has 11') });
    expect(readBarcode(' - ')).toEqual({ problem: 'Barcode has no digits' });
  });

  it('when a kept barcode is named, then its kind follows from its length', () => {
    expect(barcodeKind('9780306406157')).toBe('EAN-13');
    expect(barcodeKind('036000291452')).toBe('UPC-A');
    expect(barcodeKind('96385074')).toBe('EAN-8');
    expect(barcodeKind('NB-A5-200')).toBeNull();
    expect(barcodeKind('1234567890')).toBeNull();
  });

  it('when check digits are worked out, then they are the GTIN ones', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(compactCode(' 978-81 7223 ')).toBe('978817223');
  });
});
