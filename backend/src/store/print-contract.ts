/** The store contract's print part: the rate card, uploaded print files and what they use. */
import type { PrintRates } from '../contract';

/** An uploaded file as the store keeps it; the bytes are read apart (`readFile`). */
export interface PrintJob {
  _id: string;
  /** Whose file it is: only they and the owner may read it. */
  customerUid: string;
  fileName: string;
  pages: number;
  bytes: number;
  createdAt: string;
  /** The order the job is printed for; null while it waits in no order. */
  orderId: string | null;
}

export interface PrintJobInput {
  customerUid: string;
  fileName: string;
  pages: number;
  data: Uint8Array;
}

/** What one customer may keep: files in no order, and bytes over all their files. */
export interface PrintQuota {
  waitingFilesMax: number;
  bytesMax: number;
}

export type CreatePrintJobResult =
  | { outcome: 'created'; job: PrintJob }
  /** Nothing was stored: the customer already has as many waiting files, or as many bytes, as allowed. */
  | { outcome: 'over_quota'; limit: 'files' | 'bytes' };

export interface PrintFilesUsage {
  files: number;
  bytes: number;
}

export interface PrintStore {
  /** The owner's rate card; null until the owner has set one. */
  getRates(): Promise<PrintRates | null>;
  setRates(rates: PrintRates): Promise<PrintRates>;
  /** Atomic: the quota is checked and the file stored in one write, so parallel uploads cannot pass it together. */
  createJob(input: PrintJobInput, quota: PrintQuota, now: Date): Promise<CreatePrintJobResult>;
  getJob(id: string): Promise<PrintJob | null>;
  /** The file's bytes; null when the job or its file is gone. */
  readFile(id: string): Promise<Buffer | null>;
  /** Deletes the jobs, and their files, that are in no order and were uploaded before `before`. */
  deleteUnorderedBefore(before: Date): Promise<number>;
  /**
   * Deletes the files (not the jobs, which are the orders' record) of orders that were collected
   * or cancelled before `before`.
   */
  deleteFilesOfOrdersEndedBefore(before: Date): Promise<number>;
  /** Print files stored now, and their bytes. */
  usage(): Promise<PrintFilesUsage>;
}
