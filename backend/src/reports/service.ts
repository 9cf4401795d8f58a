/** The accountant's exports of a range of India days, from the bills the store has kept. */
import { indiaDayBounds, type ReportDays, type ReportRange } from '../contract';
import type { InvoiceStore, TaxSettingsStore } from '../store/invoice-contract';
import { writeCsv } from './csv';
import { dayReport } from './day-report';
import { documentsSummary, hsnSummary, invoiceRows } from './gst-returns';
import { tallyXml } from './tally-xml';

export interface ReportService {
  invoicesCsv(range: ReportRange): Promise<string>;
  hsnSummaryCsv(range: ReportRange): Promise<string>;
  documentsCsv(range: ReportRange): Promise<string>;
  tallyXml(range: ReportRange): Promise<string>;
  days(range: ReportRange): Promise<ReportDays>;
}

export function createReportService(deps: {
  invoices: InvoiceStore;
  taxSettings: TaxSettingsStore;
}): ReportService {
  const billsIn = (range: ReportRange) =>
    deps.invoices.list({ since: indiaDayBounds(range.from).start, until: indiaDayBounds(range.to).end });
  return {
    invoicesCsv: async (range) => writeCsv(invoiceRows(await billsIn(range))),
    hsnSummaryCsv: async (range) => writeCsv(hsnSummary(await billsIn(range))),
    documentsCsv: async (range) => writeCsv(documentsSummary(await billsIn(range))),
    async tallyXml(range) {
      const [records, settings] = await Promise.all([billsIn(range), deps.taxSettings.get()]);
      return tallyXml(records, settings.tallyLedgers);
    },
    days: async (range) => dayReport(range, await billsIn(range)),
  };
}
