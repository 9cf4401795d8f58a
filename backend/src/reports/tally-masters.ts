/**
 * The ledger masters of the Tally file, written before its vouchers so a fresh company imports it
 * without a ledger made by hand: every ledger a voucher names, once. Sales and purchase ledgers carry
 * their rate's GST details, so Tally's GST reports classify what is posted to them: taxable at the
 * rate (CGST and SGST half each, IGST whole), or Nil rated.
 */
import type { LedgerMaster } from './tally-ledgers';
import type { TallyVoucher } from './tally-vouchers';
import { element, escapeXml } from './xml-text';

/** Before GST began no rate applied; a ledger named for a rate has had it ever since. */
const GST_FROM = '20170701';
const ORDER: LedgerMaster['kind'][] = ['sales', 'purchase', 'duty', 'expense', 'money', 'party'];

/** A ledger's rate, to order them by: the output tax ledgers, of every rate, come first. */
const rateOf = (master: LedgerMaster) =>
  master.kind === 'sales' || master.kind === 'purchase'
    ? master.rate
    : master.kind === 'duty'
      ? (master.percent ?? 0)
      : 0;

/** Debtors before creditors, each by name. */
const byParty = (a: LedgerMaster, b: LedgerMaster) =>
  a.kind === 'party' && b.kind === 'party'
    ? b.group.localeCompare(a.group) || a.name.localeCompare(b.name)
    : 0;

/**
 * Each ledger the vouchers name, once (Tally's names ignore case): sales, then purchases, by rate,
 * the taxes, expenses and money, parties last.
 */
export function mastersOf(vouchers: readonly TallyVoucher[]): LedgerMaster[] {
  const masters = new Map<string, LedgerMaster>();
  for (const { ledger } of vouchers.flatMap((voucher) => voucher.entries)) {
    const key = ledger.name.trim().toLowerCase();
    if (!masters.has(key)) masters.set(key, ledger);
  }
  const rank = (master: LedgerMaster) => ORDER.indexOf(master.kind);
  return [...masters.values()].sort((a, b) => rank(a) - rank(b) || rateOf(a) - rateOf(b) || byParty(a, b));
}

const rateDetails = (head: string, rate: number) => [
  '        <RATEDETAILS.LIST>',
  element(9, 'GSTRATEDUTYHEAD', head),
  element(9, 'GSTRATEVALUATIONTYPE', 'Based on Value'),
  element(9, 'GSTRATE', String(rate)),
  '        </RATEDETAILS.LIST>',
];

function rateDetailsOf(parent: string, rate: number): string[] {
  const rates =
    rate === 0
      ? []
      : [
          '       <STATEWISEDETAILS.LIST>',
          element(8, 'STATENAME', 'Any'),
          ...rateDetails('CGST', rate / 2),
          ...rateDetails('SGST/UTGST', rate / 2),
          ...rateDetails('IGST', rate),
          '       </STATEWISEDETAILS.LIST>',
        ];
  return [
    element(6, 'PARENT', parent),
    element(6, 'ISBILLWISEON', 'No'),
    element(6, 'AFFECTSSTOCK', 'No'),
    element(6, 'GSTAPPLICABLE', 'Applicable'),
    element(6, 'GSTTYPEOFSUPPLY', 'Goods'),
    '      <GSTDETAILS.LIST>',
    element(7, 'APPLICABLEFROM', GST_FROM),
    element(7, 'TAXABILITY', rate === 0 ? 'Nil Rated' : 'Taxable'),
    element(7, 'SRCOFGSTDETAILS', 'Specify Details Here'),
    ...rates,
    '      </GSTDETAILS.LIST>',
  ];
}

/** The address lines of a party, or of a voucher's buyer. */
export const addressXml = (indent: number, lines: readonly string[]): string[] =>
  lines.length === 0
    ? []
    : [
        `${' '.repeat(indent)}<ADDRESS.LIST TYPE="String">`,
        ...lines.map((line) => element(indent + 1, 'ADDRESS', line)),
        `${' '.repeat(indent)}</ADDRESS.LIST>`,
      ];

function detailsOf(master: LedgerMaster): string[] {
  switch (master.kind) {
    case 'sales':
      return rateDetailsOf('Sales Accounts', master.rate);
    case 'purchase':
      return rateDetailsOf('Purchase Accounts', master.rate);
    case 'duty':
      return [
        element(6, 'PARENT', 'Duties & Taxes'),
        element(6, 'ISBILLWISEON', 'No'),
        element(6, 'TAXTYPE', 'GST'),
        element(6, 'GSTDUTYHEAD', master.head),
        // An output ledger takes the tax of every rate (0): each voucher states its amount.
        element(6, 'RATEOFTAXCALCULATION', String(master.percent ?? 0)),
      ];
    case 'expense':
    case 'money':
      return [element(6, 'PARENT', master.group), element(6, 'ISBILLWISEON', 'No')];
    case 'party':
      return [
        element(6, 'PARENT', master.group),
        element(6, 'ISBILLWISEON', 'Yes'),
        element(6, 'MAILINGNAME', master.mailingName),
        ...addressXml(6, master.address),
        ...(master.state ? [element(6, 'LEDSTATENAME', master.state)] : []),
        element(6, 'COUNTRYNAME', 'India'),
        ...(master.gstin
          ? [element(6, 'GSTREGISTRATIONTYPE', 'Regular'), element(6, 'PARTYGSTIN', master.gstin)]
          : [element(6, 'GSTREGISTRATIONTYPE', 'Unregistered')]),
      ];
  }
}

export function masterXml(master: LedgerMaster): string {
  return [
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `     <LEDGER NAME="${escapeXml(master.name)}" ACTION="Create">`,
    '      <NAME.LIST TYPE="String">',
    element(7, 'NAME', master.name),
    '      </NAME.LIST>',
    ...detailsOf(master),
    '     </LEDGER>',
    '    </TALLYMESSAGE>',
  ].join('\r\n');
}
