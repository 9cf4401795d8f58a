/** A print job's line as the API answers it in an order, for the customer's order screens' tests. */
import type { PrintJobLine, PrintOrderLine } from '@shop/backend/contract';

/** Colour, double-sided, 2 copies of all 7 pages, stapled: 8 sheets for ₹144.86, unless overridden. */
export function makePrintOrderLine(job: Partial<PrintJobLine> = {}, price = 144.86): PrintOrderLine {
  const printJob: PrintJobLine = {
    jobId: '64b7f0c2a1b2c3d4e5f60718',
    fileName: 'physics-notes.pdf',
    colour: 'colour',
    sides: 'double',
    copies: 2,
    range: '',
    binding: 'staple',
    documentPages: 7,
    pages: 7,
    printedSides: 14,
    sheets: 8,
    printed: false,
    ...job,
  };
  return { printJob, title: printJob.fileName, price, coverImage: '', quantity: 1 };
}
