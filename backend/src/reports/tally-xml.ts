/**
 * The period's bills as a Tally import (Gateway of Tally > Import > Vouchers): one accounting voucher
 * per bill or credit note, in the ledgers the owner named. Tally's sign convention: a debit is
 * ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit No with a positive one; each voucher's
 * amounts add up to zero, worked out in paise. Cancelled bills are left out: Tally is told of money
 * that moved, and the documents summary accounts for their numbers.
 */
import type { TallyLedgers } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import { counted, isCreditNote, ratePaise, ZERO, addPaise } from './bill-figures';

/** XML 1.0 allows neither these control characters nor unescaped markup in text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const amountOf = (paise: number) => (paise / 100).toFixed(2);

interface Entry {
  ledger: string;
  /** Positive for a credit, negative for a debit, as Tally writes it. */
  paise: number;
}

function entryXml({ ledger, paise }: Entry): string {
  return [
    '      <ALLLEDGERENTRIES.LIST>',
    `        <LEDGERNAME>${escapeXml(ledger)}</LEDGERNAME>`,
    `        <ISDEEMEDPOSITIVE>${paise < 0 ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`,
    `        <AMOUNT>${amountOf(paise)}</AMOUNT>`,
    '      </ALLLEDGERENTRIES.LIST>',
  ].join('\r\n');
}

/** A sale debits the payment ledger and credits sales and the taxes; a credit note the reverse. */
export function voucherEntries(record: InvoiceRecord, ledgers: TallyLedgers): Entry[] {
  const sign = isCreditNote(record) ? -1 : 1;
  const sums = record.byRate.reduce((total, row) => addPaise(total, ratePaise(row, 1)), ZERO);
  const credits: Entry[] = [
    { ledger: ledgers.sales, paise: sign * sums.taxable },
    { ledger: ledgers.cgst, paise: sign * sums.cgst },
    { ledger: ledgers.sgst, paise: sign * sums.sgst },
  ].filter((entry) => entry.paise !== 0);
  const party = ledgers[record.paymentMethod ?? 'cash'];
  // The party's entry is the rest, so the voucher balances even were the bill's own total a paisa off.
  const rest = credits.reduce((total, entry) => total + entry.paise, 0);
  return [{ ledger: party, paise: -rest }, ...credits];
}

function narration(record: InvoiceRecord): string {
  const buyer = [record.buyer.name, record.buyer.gstin && `GSTIN ${record.buyer.gstin}`]
    .filter(Boolean)
    .join(', ');
  const against = record.original ? `Against ${record.original.number} of ${record.original.date}. ` : '';
  return `${against}${record.channel === 'online' ? 'Online order' : 'Counter sale'} ${record.orderId}${buyer ? `; ${buyer}` : ''}`;
}

function voucherXml(record: InvoiceRecord, ledgers: TallyLedgers): string {
  const type = isCreditNote(record) ? 'Credit Note' : 'Sales';
  const entries = voucherEntries(record, ledgers);
  return [
    '    <TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `     <VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    `      <DATE>${record.date.replaceAll('-', '')}</DATE>`,
    `      <VOUCHERTYPENAME>${type}</VOUCHERTYPENAME>`,
    `      <VOUCHERNUMBER>${escapeXml(record.number)}</VOUCHERNUMBER>`,
    `      <REFERENCE>${escapeXml(record.original?.number ?? record.number)}</REFERENCE>`,
    `      <PARTYLEDGERNAME>${escapeXml(entries[0]!.ledger)}</PARTYLEDGERNAME>`,
    `      <NARRATION>${escapeXml(narration(record))}</NARRATION>`,
    '      <PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>',
    ...entries.map(entryXml),
    '     </VOUCHER>',
    '    </TALLYMESSAGE>',
  ].join('\r\n');
}

export function tallyXml(records: readonly InvoiceRecord[], ledgers: TallyLedgers): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    ' <HEADER>',
    '  <TALLYREQUEST>Import Data</TALLYREQUEST>',
    ' </HEADER>',
    ' <BODY>',
    '  <IMPORTDATA>',
    '   <REQUESTDESC>',
    '    <REPORTNAME>Vouchers</REPORTNAME>',
    '   </REQUESTDESC>',
    '   <REQUESTDATA>',
    ...counted(records).map((record) => voucherXml(record, ledgers)),
    '   </REQUESTDATA>',
    '  </IMPORTDATA>',
    ' </BODY>',
    '</ENVELOPE>',
    '',
  ].join('\r\n');
}
