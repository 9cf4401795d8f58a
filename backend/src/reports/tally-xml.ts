/**
 * The period's bills and account payments as a Tally import: the ledger masters, then the vouchers
 * (tally-vouchers.ts), one file the accountant imports as masters, then as transactions (Gateway of
 * Tally > Import).
 * The period's supplier bills and payments follow (tally-purchases.ts).
 * Tally's sign convention: a debit is ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit No with
 * a positive one; each voucher's amounts add up to zero, worked out in paise. Cancelled bills are
 * left out: Tally is told of money that moved, and the documents summary accounts for their numbers.
 */
import type { TallyLedgers } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { addressXml, masterXml, mastersOf } from './tally-masters';
import type { TallyAccounts } from './tally-ledgers';
import { purchaseVouchers, type TallyPurchases } from './tally-purchases';
import { tallyVouchers, type Entry, type TallyVoucher } from './tally-vouchers';
import { element, rupees, tallyDate } from './xml-text';

export { escapeXml } from './xml-text';

function entryXml({ ledger, paise, bill }: Entry, isParty: boolean): string {
  const allocation = bill
    ? [
        '       <BILLALLOCATIONS.LIST>',
        element(8, 'NAME', bill.name),
        element(8, 'BILLTYPE', bill.type),
        element(8, 'AMOUNT', rupees(paise)),
        '       </BILLALLOCATIONS.LIST>',
      ]
    : [];
  return [
    '      <ALLLEDGERENTRIES.LIST>',
    element(7, 'LEDGERNAME', ledger.name),
    element(7, 'ISDEEMEDPOSITIVE', paise < 0 ? 'Yes' : 'No'),
    element(7, 'ISPARTYLEDGER', isParty ? 'Yes' : 'No'),
    element(7, 'AMOUNT', rupees(paise)),
    ...allocation,
    '      </ALLLEDGERENTRIES.LIST>',
  ].join('\r\n');
}

/**
 * What Tally's GST reports read of a business buyer (or of a supplier, on a purchase): who, where,
 * and where the supply was made.
 */
function gstHeader(voucher: TallyVoucher): string[] {
  const { buyer, placeOfSupply } = voucher;
  const where = placeOfSupply ? [element(6, 'PLACEOFSUPPLY', placeOfSupply.name)] : [];
  if (!buyer) return where;
  return [
    ...addressXml(6, buyer.address),
    element(6, 'PARTYNAME', buyer.mailingName),
    element(6, 'PARTYGSTIN', buyer.gstin),
    element(6, 'GSTREGISTRATIONTYPE', 'Regular'),
    element(6, 'COUNTRYOFRESIDENCE', 'India'),
    // The buyer's state is its registration's; the supply is still made in the shop's state.
    ...(buyer.state ? [element(6, 'STATENAME', buyer.state)] : []),
    ...where,
  ];
}

function voucherXml(voucher: TallyVoucher): string {
  const { type, entries } = voucher;
  const gst = type === 'Receipt' || type === 'Payment' ? [] : gstHeader(voucher);
  return [
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `     <VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    element(6, 'DATE', tallyDate(voucher.date)),
    element(6, 'VOUCHERTYPENAME', type),
    element(6, 'VOUCHERNUMBER', voucher.number),
    element(6, 'REFERENCE', voucher.reference.number),
    element(6, 'REFERENCEDATE', tallyDate(voucher.reference.date)),
    element(6, 'PARTYLEDGERNAME', voucher.party.name),
    ...gst,
    element(6, 'NARRATION', voucher.narration),
    element(6, 'PERSISTEDVIEW', 'Accounting Voucher View'),
    ...entries.map((entry) =>
      entryXml(entry, entry.ledger === voucher.party || entry.ledger.kind === 'party'),
    ),
    '     </VOUCHER>',
    '    </TALLYMESSAGE>',
  ].join('\r\n');
}

export function tallyXml(
  records: readonly InvoiceRecord[],
  ledgers: TallyLedgers,
  accounts?: TallyAccounts,
  purchases?: TallyPurchases,
): string {
  const sales = tallyVouchers(records, ledgers, accounts);
  const taken = mastersOf(sales).map((master) => master.name);
  const vouchers = purchases ? [...sales, ...purchaseVouchers(purchases, ledgers, taken)] : sales;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    ' <HEADER>',
    '  <TALLYREQUEST>Import Data</TALLYREQUEST>',
    ' </HEADER>',
    ' <BODY>',
    '  <IMPORTDATA>',
    '   <REQUESTDESC>',
    // The import report that takes ledgers and vouchers alike, should the file be sent to Tally.
    '    <REPORTNAME>All Masters</REPORTNAME>',
    '   </REQUESTDESC>',
    '   <REQUESTDATA>',
    ...mastersOf(vouchers).map(masterXml),
    ...vouchers.map(voucherXml),
    '   </REQUESTDATA>',
    '  </IMPORTDATA>',
    ' </BODY>',
    '</ENVELOPE>',
    '',
  ].join('\r\n');
}
