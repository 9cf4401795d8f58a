import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';
import { toPaise } from './money';

describe('an amount in words, as on an Indian tax invoice', () => {
  it('when the amount has rupees and paise, then both are written, in lakhs and thousands', () => {
    expect(rupeesInWords(toPaise(123456.78))).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [2, 'Rupees Zero and Two Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [100, 'Rupees One Only'],
    [101, 'Rupees One and One Paisa Only'],
    [1_000, 'Rupees Ten Only'],
    [1_100, 'Rupees Eleven Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_150, 'Rupees Twenty-One and Fifty Paise Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [99_900, 'Rupees Nine Hundred Ninety-Nine Only'],
    [100_000, 'Rupees One Thousand Only'],
    [100_500, 'Rupees One Thousand Five Only'],
    [9_999_900, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [100_000_000, 'Rupees Ten Lakh Only'],
    [
      999_999_999,
      'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_000_100, 'Rupees One Crore One Only'],
    [1_020_304_000, 'Rupees One Crore Two Lakh Three Thousand Forty Only'],
    [
      99_999_999_999,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [100_000_000_000_000, 'Rupees One Lakh Crore Only'],
  ])('when the amount is %i paise, then it reads "%s"', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('when an amount is given in rupees through the money helper, then the paise are not lost to floating point', () => {
    expect(rupeesInWords(toPaise(1000000))).toBe('Rupees Ten Lakh Only');
    expect(rupeesInWords(toPaise(10000000))).toBe('Rupees One Crore Only');
    expect(rupeesInWords(toPaise(0.29))).toBe('Rupees Zero and Twenty-Nine Paise Only');
    expect(rupeesInWords(toPaise(1.1))).toBe('Rupees One and Ten Paise Only');
  });

  it('when the amount is not whole paise or is negative, then it throws', () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
  });
});
