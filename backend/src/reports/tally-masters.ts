/**
 * The ledger masters of the Tally file, written before its vouchers so a fresh company imports it
 * without a ledger made by hand: every ledger a voucher names, once. Sales ledgers carry their
 * rate's GST details, so Tally's GST reports classify what is posted to them: taxable at the rate
 * (CGST and SGST half each, IGST whole), or Nil rated.
 */
import type { LedgerMaster } from './tally-ledgers';
import type { TallyVoucher } from './tally-vouchers';
import { element, escapeXml } from './xml-text';

/** Before GST began no rate applied; a ledger named for a rate has had it ever since. */
const GST_FROM = '20170701';
const ORDER: LedgerMaster['kind'][] = ['sales', 'duty', 'money', 'party'];

/** Each ledger the vouchers name, once (Tally's names ignore case), sales first by rate, parties last. */
export function mastersOf(vouchers: readonly TallyVoucher[]): LedgerMaster[] {
  const masters = new Map<string, LedgerMaster>();
  for (const { ledger } of vouchers.flatMap((voucher) => voucher.entries)) {
    const key = ledger.name.trim().toLowerCase();
    if (!masters.has(key)) masters.set(key, ledger);
  }
  const rank = (master: LedgerMaster) => ORDER.indexOf(master.kind);
  const rate = (master: LedgerMaster) => (master.kind === 'sales' ? master.rate : 0);
  return [...masters.values()].sort(
    (a, b) =>
      rank(a) - rank(b) || rate(a) - rate(b) || (a.kind === 'party' ? a.name.localeCompare(b.name) : 0),
  );
}

const rateDetails = (head: string, rate: number) => [
  '        <RATEDETAILS.LIST>',
  element(9, 'GSTRATEDUTYHEAD', head),
  element(9, 'GSTRATEVALUATIONTYPE', 'Based on Value'),
  element(9, 'GSTRATE', String(rate)),
  '        </RATEDETAILS.LIST>',
];

function salesDetails(rate: number): string[] {
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
    element(6, 'PARENT', 'Sales Accounts'),
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
      return salesDetails(master.rate);
    case 'duty':
      return [
        element(6, 'PARENT', 'Duties & Taxes'),
        element(6, 'ISBILLWISEON', 'No'),
        element(6, 'TAXTYPE', 'GST'),
        element(6, 'GSTDUTYHEAD', master.head),
        // One ledger takes the tax of every rate: each voucher states its amount.
        element(6, 'RATEOFTAXCALCULATION', '0'),
      ];
    case 'money':
      return [element(6, 'PARENT', master.group), element(6, 'ISBILLWISEON', 'No')];
    case 'party':
      return [
        element(6, 'PARENT', 'Sundry Debtors'),
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
