import {
  DEFAULT_PRINT_RATES,
  ID_PATTERN,
  PageRangeError,
  PRINT_CUSTOMER_BYTES_MAX,
  PRINT_WAITING_FILES_MAX,
  quotePrint,
  toPaise,
  type PrintJobChoice,
  type PrintJobUpload,
  type PrintQuote,
  type PrintRates,
} from '../contract';
import { cleanText } from '../contract/text-schemas';
import { AppError } from '../errors';
import type { Customer } from '../auth/customer-tokens';
import { isCustomersOrder } from '../auth/ownership';
import type { OrderStore, PrintJob, PrintLineInput, PrintStore } from '../store/store';
import type { PdfInspector } from './pdf-inspection';
import { sweepPrintFiles } from './sweep';

/** Who asks: a signed-in customer, or the owner, who may read every job. */
export type PrintRequester = { customer: Customer } | { owner: true };

const notFound = () => new AppError('not_found', 'Print job not found.');

/**
 * A name safe to show and to offer as a download: no folders, a .pdf end, and cleaned as names
 * and addresses are, so an override cannot make the desk read `invoice\u202Egnp.pdf` as a PNG.
 */
export function cleanFileName(name: string): string {
  const base = cleanText(name.split(/[\\/]/).pop() ?? '');
  // Control characters and quotes would break the download's Content-Disposition header.
  const printable = [...base]
    .filter((char) => char >= ' ' && !(char >= '\u007f' && char <= '\u009f') && char !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  if (!printable) return 'document.pdf';
  return /\.pdf$/i.test(printable) ? printable : `${printable}.pdf`;
}

/** Turns a page range the document cannot take into the customer's 400. */
function rangeChecked<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (error instanceof PageRangeError) {
      throw new AppError('validation', error.message, [{ path: 'range', message: error.message }]);
    }
    throw error;
  }
}

export function createPrintService(deps: {
  store: PrintStore;
  /** Whose order a job is in, for a customer reading a job uploaded under another account of theirs. */
  orders: Pick<OrderStore, 'get'>;
  inspector: PdfInspector;
  /** PRINT_RETENTION_DAYS: how long the files of collected or cancelled orders are kept. */
  retentionDays: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /**
   * A customer's own upload, or a job in an order of theirs placed under another account of theirs
   * (orders/ownership.ts). Someone else's job is as good as absent: its existence is not theirs to learn.
   */
  async function jobFor(requester: PrintRequester, id: string): Promise<PrintJob> {
    const job = ID_PATTERN.test(id) ? await deps.store.getJob(id) : null;
    if (!job) throw notFound();
    if ('owner' in requester || job.customerUid === requester.customer.uid) return job;
    const order = job.orderId ? await deps.orders.get(job.orderId) : null;
    if (order && isCustomersOrder(requester.customer, order)) return job;
    throw notFound();
  }

  async function rates(): Promise<PrintRates> {
    return (await deps.store.getRates()) ?? DEFAULT_PRINT_RATES;
  }

  return {
    rates,
    setRates: (card: PrintRates) => deps.store.setRates(card),

    /** Reads the file's pages away from the request thread, then stores it within the customer's quota. */
    async upload(customerUid: string, file: { name: string; bytes: Uint8Array }): Promise<PrintJobUpload> {
      const verdict = await deps.inspector.inspect(file.bytes, customerUid);
      if (!verdict.ok)
        throw new AppError('validation', verdict.message, [{ path: 'file', message: verdict.message }]);
      const result = await deps.store.createJob(
        { customerUid, fileName: cleanFileName(file.name), pages: verdict.pages, data: file.bytes },
        { waitingFilesMax: PRINT_WAITING_FILES_MAX, bytesMax: PRINT_CUSTOMER_BYTES_MAX },
        now(),
      );
      if (result.outcome === 'over_quota') {
        throw new AppError(
          'conflict',
          result.limit === 'files'
            ? `You have ${PRINT_WAITING_FILES_MAX} files waiting to be ordered. Order them, or wait a day for them to be cleared, then upload again.`
            : 'Your print files together would pass 100 MB. Order or remove some, then upload again.',
        );
      }
      const { _id, fileName, pages, bytes } = result.job;
      return { _id, fileName, pages, bytes };
    },

    /** The same calculation an order will use: the stored page count and the rates of this moment. */
    async quote(requester: PrintRequester, choice: PrintJobChoice): Promise<PrintQuote> {
      const job = await jobFor(requester, choice.jobId);
      const card = await rates();
      return rangeChecked(() => quotePrint(job.pages, choice, card));
    },

    /**
     * A print job as an order's line, priced as the quote prices it at this moment. Whether the job
     * is still free to order is the store's to settle, in the order's own write.
     */
    async orderLine(customerUid: string, choice: PrintJobChoice): Promise<PrintLineInput> {
      const job = ID_PATTERN.test(choice.jobId) ? await deps.store.getJob(choice.jobId) : null;
      if (!job || job.customerUid !== customerUid) {
        const message = 'A print file in the order is no longer kept. Upload it again.';
        throw new AppError('validation', message, [{ path: 'items', message }], { jobIds: [choice.jobId] });
      }
      const card = await rates();
      const quote = rangeChecked(() => quotePrint(job.pages, choice, card));
      const { jobId, colour, sides, copies, binding } = choice;
      return {
        printJob: {
          jobId,
          colour,
          sides,
          copies,
          range: choice.range.trim(),
          binding,
          fileName: job.fileName,
          documentPages: job.pages,
          pages: quote.pages,
          printedSides: quote.sides,
          sheets: quote.sheets,
          printed: false,
        },
        title: job.fileName,
        unitPricePaise: toPaise(quote.price),
        coverImage: '',
        quantity: 1,
      };
    },

    async file(requester: PrintRequester, id: string): Promise<{ fileName: string; bytes: Buffer }> {
      const job = await jobFor(requester, id);
      const bytes = await deps.store.readFile(job._id);
      if (!bytes) throw new AppError('not_found', 'This print file has been deleted.');
      return { fileName: job.fileName, bytes };
    },

    /** Deletes uploads left in no order for a day, and the files of orders ended long enough ago. */
    sweep: () => sweepPrintFiles(deps.store, now(), deps.retentionDays),

    usage: () => deps.store.usage(),
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
