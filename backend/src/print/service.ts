import {
  DEFAULT_PRINT_RATES,
  ID_PATTERN,
  PageRangeError,
  PRINT_CUSTOMER_BYTES_MAX,
  PRINT_WAITING_FILES_MAX,
  quotePrint,
  type PrintJobChoice,
  type PrintJobUpload,
  type PrintQuote,
  type PrintRates,
} from '../contract';
import { AppError } from '../errors';
import type { PrintJob, PrintStore } from '../store/store';
import type { PdfInspector } from './pdf-inspection';
import { sweepPrintFiles } from './sweep';

/** Who asks: a signed-in customer by uid, or the owner, who may read every job. */
export type PrintRequester = { customerUid: string } | { owner: true };

const notFound = () => new AppError('not_found', 'Print job not found.');

/** A name safe to show and to offer as a download: no folders, no control characters, a .pdf end. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes would break the download's Content-Disposition header.
  const printable = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  if (!printable) return 'document.pdf';
  return /\.pdf$/i.test(printable) ? printable : `${printable}.pdf`;
}

export function createPrintService(deps: { store: PrintStore; inspector: PdfInspector; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Someone else's job is as good as absent: its existence is not theirs to learn. */
  async function jobFor(requester: PrintRequester, id: string): Promise<PrintJob> {
    const job = ID_PATTERN.test(id) ? await deps.store.getJob(id) : null;
    if (!job || ('customerUid' in requester && job.customerUid !== requester.customerUid)) throw notFound();
    return job;
  }

  async function rates(): Promise<PrintRates> {
    return (await deps.store.getRates()) ?? DEFAULT_PRINT_RATES;
  }

  return {
    rates,
    setRates: (card: PrintRates) => deps.store.setRates(card),

    /** Reads the file's pages away from the request thread, then stores it within the customer's quota. */
    async upload(customerUid: string, file: { name: string; bytes: Uint8Array }): Promise<PrintJobUpload> {
      const verdict = await deps.inspector.inspect(file.bytes);
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
      try {
        return quotePrint(job.pages, choice, await rates());
      } catch (error) {
        if (error instanceof PageRangeError) {
          throw new AppError('validation', error.message, [{ path: 'range', message: error.message }]);
        }
        throw error;
      }
    },

    async file(requester: PrintRequester, id: string): Promise<{ fileName: string; bytes: Buffer }> {
      const job = await jobFor(requester, id);
      const bytes = await deps.store.readFile(job._id);
      if (!bytes) throw new AppError('not_found', 'This print file has been deleted.');
      return { fileName: job.fileName, bytes };
    },

    /** Deletes uploads left in no order for a day. */
    sweep: (): Promise<number> => sweepPrintFiles(deps.store, now()),

    usage: () => deps.store.usage(),
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
