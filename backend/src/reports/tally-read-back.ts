/**
 * The Tally file read back as the tests check it: its ledger masters and its vouchers with their
 * entries, names unescaped, amounts in paise. It reads only what tally-xml.ts writes.
 */
const TEXT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => TEXT[name]!);

/** Every element `name`'s text in `xml`, unescaped. */
export const textsOf = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => unescape(match[1]!));

export const textOf = (xml: string, name: string): string | undefined => textsOf(xml, name)[0];

const blocksOf = (xml: string, open: RegExp, close: string): string[] =>
  xml
    .split(open)
    .slice(1)
    .map((block) => block.slice(0, block.indexOf(close)));

export interface ReadEntry {
  ledger: string;
  paise: number;
  deemedPositive: boolean;
  party: boolean;
  bill?: { name: string; type: string; paise: number };
}

export interface ReadVoucher {
  type: string;
  number: string;
  party: string;
  xml: string;
  entries: ReadEntry[];
}

const paiseOf = (amount: string | undefined) => Math.round(Number(amount) * 100);

function entryOf(xml: string): ReadEntry {
  const [allocation] = blocksOf(xml, /<BILLALLOCATIONS\.LIST>/, '</BILLALLOCATIONS.LIST>');
  const own = allocation ? xml.slice(0, xml.indexOf('<BILLALLOCATIONS.LIST>')) : xml;
  return {
    ledger: textOf(own, 'LEDGERNAME')!,
    paise: paiseOf(textOf(own, 'AMOUNT')),
    deemedPositive: textOf(own, 'ISDEEMEDPOSITIVE') === 'Yes',
    party: textOf(own, 'ISPARTYLEDGER') === 'Yes',
    ...(allocation && {
      bill: {
        name: textOf(allocation, 'NAME')!,
        type: textOf(allocation, 'BILLTYPE')!,
        paise: paiseOf(textOf(allocation, 'AMOUNT')),
      },
    }),
  };
}

export function readTally(xml: string) {
  const masters = blocksOf(xml, /<LEDGER NAME="/, '</LEDGER>').map((block) => ({
    name: unescape(block.slice(0, block.indexOf('"'))),
    parent: textOf(block, 'PARENT')!,
    xml: block,
  }));
  const vouchers = blocksOf(xml, /<VOUCHER VCHTYPE="/, '</VOUCHER>').map((block): ReadVoucher => ({
    type: block.slice(0, block.indexOf('"')),
    number: textOf(block, 'VOUCHERNUMBER')!,
    party: textOf(block, 'PARTYLEDGERNAME')!,
    xml: block,
    entries: blocksOf(block, /<ALLLEDGERENTRIES\.LIST>/, '</ALLLEDGERENTRIES.LIST>').map(entryOf),
  }));
  return { masters, vouchers };
}

/** What the vouchers put on each ledger: credits less debits, in paise. */
export function ledgerTotals(vouchers: readonly ReadVoucher[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { ledger, paise } of vouchers.flatMap((voucher) => voucher.entries)) {
    totals.set(ledger, (totals.get(ledger) ?? 0) + paise);
  }
  return totals;
}
