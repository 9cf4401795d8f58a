/** The accountant's exports of a range of India days, from the bills the store has kept. */
import { zipSync, strToU8 } from 'fflate';
import {
  indiaDayBounds,
  type ReportDays,
  type ReportRange,
  type ShopCustomer,
  type Supplier,
} from '../contract';
import type { AccountStore } from '../store/account-contract';
import type { CustomerStore } from '../store/customer-contract';
import type { InvoiceStore, TaxSettingsStore } from '../store/invoice-contract';
import type { InvoiceRecord } from '../store/invoice-contract';
import type { PurchaseRecord, PurchaseStore } from '../store/purchase-contract';
import type { SupplierStore } from '../store/supplier-contract';
import { writeCsv, type CsvTable } from './csv';
import { dayReport } from './day-report';
import { documentsSummary, hsnSummary, invoiceRows } from './gst-returns';
import { b2bRows, b2csRows, cdnrRows, exempRows, hsnB2bRows, hsnB2cRows } from './gstr1';
import type { TallyAccounts } from './tally-ledgers';
import type { TallyPurchases } from './tally-purchases';
import { tallyXml } from './tally-xml';

/** How many of the period's supplier bills are read at once. */
const PURCHASE_PAGE = 200;

/** GSTR-1's tables as the offline tool imports them, by the name of their route. */
export const GSTR1_TABLES = {
  b2b: b2bRows,
  b2cs: b2csRows,
  cdnr: cdnrRows,
  exemp: exempRows,
  'hsn-b2b': hsnB2bRows,
  'hsn-b2c': hsnB2cRows,
} as const satisfies Record<string, (records: readonly InvoiceRecord[]) => CsvTable>;
export type Gstr1Table = keyof typeof GSTR1_TABLES;

/** The files in the month's set, named as the offline tool names its templates. */
const GSTR1_FILE_NAMES: Readonly<Record<Gstr1Table, string>> = {
  b2b: 'b2b.csv',
  b2cs: 'b2cs.csv',
  cdnr: 'cdnr.csv',
  exemp: 'exemp.csv',
  'hsn-b2b': 'hsn(b2b).csv',
  'hsn-b2c': 'hsn(b2c).csv',
};

export interface ReportService {
  invoicesCsv(range: ReportRange): Promise<string>;
  hsnSummaryCsv(range: ReportRange): Promise<string>;
  documentsCsv(range: ReportRange): Promise<string>;
  tallyXml(range: ReportRange): Promise<string>;
  gstr1Csv(table: Gstr1Table, range: ReportRange): Promise<string>;
  /** Every GSTR-1 file of the range and its documents summary (docs.csv), in one zip. */
  gstr1Zip(range: ReportRange): Promise<Buffer>;
  days(range: ReportRange): Promise<ReportDays>;
}

export function createReportService(deps: {
  invoices: InvoiceStore;
  taxSettings: TaxSettingsStore;
  accounts: Pick<AccountStore, 'entriesIn'>;
  customers: Pick<CustomerStore, 'findById'>;
  purchases: Pick<PurchaseStore, 'list' | 'paymentsTo'>;
  suppliers: Pick<SupplierStore, 'findById'>;
}): ReportService {
  const billsIn = (range: ReportRange) =>
    deps.invoices.list({ since: indiaDayBounds(range.from).start, until: indiaDayBounds(range.to).end });
  /** The range's sales and returns on account (to find each bill's customer) and payments, with whose. */
  async function accountsIn(range: ReportRange): Promise<TallyAccounts> {
    // The window includes its end; the range's last day ends just before the next begins.
    const until = new Date(indiaDayBounds(range.to).end.getTime() - 1);
    const window = { since: indiaDayBounds(range.from).start, until };
    const entries = await deps.accounts.entriesIn(window, ['sale', 'return', 'payment']);
    const ids = [...new Set(entries.map((entry) => entry.customerId))];
    const found = await Promise.all(ids.map((id) => deps.customers.findById(id)));
    const customers = new Map(
      found
        .filter((customer): customer is ShopCustomer => customer !== null)
        .map((customer) => [customer._id, customer]),
    );
    return { customers, entries };
  }
  /** The range's supplier bills and payments, with the suppliers they name. */
  async function purchasesIn(range: ReportRange): Promise<TallyPurchases> {
    const bills: PurchaseRecord[] = [];
    for (let page = 1; ; page += 1) {
      const found = await deps.purchases.list({ ...range, page, limit: PURCHASE_PAGE });
      bills.push(...found.items);
      if (found.items.length < PURCHASE_PAGE) break;
    }
    const payments = (await deps.purchases.paymentsTo()).filter(
      (payment) => payment.date >= range.from && payment.date <= range.to,
    );
    const ids = new Set([
      ...bills.map((bill) => bill.supplier._id),
      ...payments.map((paid) => paid.supplierId),
    ]);
    const found = await Promise.all([...ids].map((id) => deps.suppliers.findById(id)));
    const suppliers = new Map(
      found.filter((supplier): supplier is Supplier => supplier !== null).map((known) => [known._id, known]),
    );
    return { bills, payments, suppliers };
  }
  // The tool reads its header byte for byte: no BOM before it.
  const forTool = (table: CsvTable) => writeCsv(table, { bom: false });
  return {
    invoicesCsv: async (range) => writeCsv(invoiceRows(await billsIn(range))),
    hsnSummaryCsv: async (range) => writeCsv(hsnSummary(await billsIn(range))),
    documentsCsv: async (range) => writeCsv(documentsSummary(await billsIn(range))),
    async tallyXml(range) {
      const [records, settings, accounts, purchases] = await Promise.all([
        billsIn(range),
        deps.taxSettings.get(),
        accountsIn(range),
        purchasesIn(range),
      ]);
      return tallyXml(records, settings.tallyLedgers, accounts, purchases);
    },
    gstr1Csv: async (table, range) => forTool(GSTR1_TABLES[table](await billsIn(range))),
    async gstr1Zip(range) {
      const records = await billsIn(range);
      const files = Object.fromEntries(
        (Object.keys(GSTR1_TABLES) as Gstr1Table[]).map((table) => [
          GSTR1_FILE_NAMES[table],
          strToU8(forTool(GSTR1_TABLES[table](records))),
        ]),
      );
      files['docs.csv'] = strToU8(forTool(documentsSummary(records)));
      return Buffer.from(zipSync(files, { level: 6 }));
    },
    days: async (range) => dayReport(range, await billsIn(range)),
  };
}
