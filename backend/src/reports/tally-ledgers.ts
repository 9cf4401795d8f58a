/**
 * The ledgers the Tally file posts to, each with what a fresh Tally company needs to create it:
 * its group and, for sales and tax, its GST details. The names are the shop's tax settings.
 */
import { chargesTax, type GstRate, type PaymentMethod, type TallyLedgers } from '../contract';
import type { InvoiceRecord } from '../store/invoice-contract';

export type LedgerMaster =
  | { kind: 'sales'; name: string; rate: GstRate }
  | { kind: 'duty'; name: string; head: 'Central Tax' | 'State Tax' }
  | { kind: 'money'; name: string; group: 'Cash-in-Hand' | 'Bank Accounts' };

export interface TallyChart {
  /** The ledger a bill's taxable value at `rate` is posted to. */
  sales(record: InvoiceRecord, rate: GstRate): LedgerMaster;
  cgst: LedgerMaster;
  sgst: LedgerMaster;
  /** Where the money of a sale or a refund went. */
  money(method: PaymentMethod | null): LedgerMaster;
}

export function tallyChart(ledgers: TallyLedgers): TallyChart {
  const sales = (rate: GstRate): LedgerMaster => ({
    kind: 'sales',
    name: ledgers.salesByRate[`${rate}`],
    rate,
  });
  const money = {
    cash: { kind: 'money', name: ledgers.cash, group: 'Cash-in-Hand' },
    upi: { kind: 'money', name: ledgers.upi, group: 'Bank Accounts' },
    card: { kind: 'money', name: ledgers.card, group: 'Bank Accounts' },
  } as const;
  return {
    // A composition or unregistered shop's bills carry no tax for Tally to classify by rate.
    sales: (record, rate) => sales(chargesTax(record.seller.gstMode) ? rate : 0),
    cgst: { kind: 'duty', name: ledgers.cgst, head: 'Central Tax' },
    sgst: { kind: 'duty', name: ledgers.sgst, head: 'State Tax' },
    money: (method) => money[method ?? 'cash'],
  };
}
