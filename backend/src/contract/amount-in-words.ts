/**
 * The amount of an invoice in words, as Indian tax invoices write it: Indian numbering (crore,
 * lakh, thousand, hundred), "Rupees … and … Paise Only". Words on the bill make a changed figure
 * stand out, which is why the invoice carries them at all.
 */

const ONES = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen ' +
  'Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1 to 99: "Seven", "Nineteen", "Forty", "Fifty-Six". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return ones ? `${tens}-${ONES[ones]}` : tens;
}

/** Groups from the largest, each taken from what is left; the crore count may itself run past 99. */
const GROUPS: ReadonlyArray<[size: number, name: string]> = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1_000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number above zero in Indian words: 1,23,456 is "One Lakh Twenty-Three Thousand Four Hundred Fifty-Six". */
function indianWords(n: number): string {
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of GROUPS) {
    if (rest >= size) {
      const count = Math.floor(rest / size);
      words.push(`${size === 10_000_000 ? indianWords(count) : belowHundred(count)} ${name}`);
      rest %= size;
    }
  }
  if (rest) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * An amount in paise in words: "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and
 * Seventy-Eight Paise Only"; no paise part when there are none, "One Paisa" for a single one.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount must be whole paise, not negative: ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = `Rupees ${rupees ? indianWords(rupees) : 'Zero'}`;
  if (!rest) return `${rupeeWords} Only`;
  return `${rupeeWords} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
