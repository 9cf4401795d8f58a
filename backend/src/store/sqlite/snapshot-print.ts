/** The print part of a SQLite snapshot: the rate card, the jobs, their files and print order lines. */
import type Database from 'better-sqlite3';
import type { SnapshotOrderLine, SnapshotPrintFile, SnapshotPrintJob, SnapshotPrintRates } from '../snapshot';
import { toPrintJobLine, type PrintLineRow } from './order-rows';

export function readPrintRates(db: Database.Database): SnapshotPrintRates | null {
  const row = db.prepare<[], Record<string, number>>('SELECT * FROM print_rates WHERE id = 1').get();
  if (!row) return null;
  return {
    bwSingle: row.bw_single_paise!,
    bwDouble: row.bw_double_paise!,
    colourSingle: row.colour_single_paise!,
    colourDouble: row.colour_double_paise!,
    binding: {
      none: row.binding_none_paise!,
      staple: row.binding_staple_paise!,
      spiral: row.binding_spiral_paise!,
    },
  };
}

export function readPrintJobs(db: Database.Database): SnapshotPrintJob[] {
  return db
    .prepare<[], Omit<SnapshotPrintJob, 'hasFile'> & { hasFile: number }>(
      `SELECT id, customer_uid AS customerUid, file_name AS fileName, pages, bytes, created_at AS createdAt,
         order_id AS orderId, EXISTS (SELECT 1 FROM print_files WHERE job_id = print_jobs.id) AS hasFile
       FROM print_jobs ORDER BY created_at, rowid`,
    )
    .all()
    .map((row) => ({ ...row, hasFile: row.hasFile === 1 }));
}

/** Print jobs as order lines, with their order and position so they can be put among the book lines. */
export function readPrintLines(
  db: Database.Database,
): (SnapshotOrderLine & { orderId: string; position: number })[] {
  return db
    .prepare<[], PrintLineRow>('SELECT * FROM order_print_lines')
    .all()
    .map((row) => ({
      orderId: row.order_id,
      position: row.position,
      title: row.file_name,
      pricePaise: row.price_paise,
      coverImage: '',
      quantity: 1,
      // Files from before v16 kept the pages of all copies; the sides divide into one copy's either way.
      printJob: { ...toPrintJobLine(row), pages: row.printed_sides / row.copies },
    }));
}

/** One file per step, so a shop's print files never sit in memory all at once. */
export function* readPrintFiles(
  db: Database.Database,
  jobs: readonly SnapshotPrintJob[],
): Generator<SnapshotPrintFile> {
  const select = db.prepare<[string], { data: Buffer }>('SELECT data FROM print_files WHERE job_id = ?');
  for (const job of jobs) {
    if (!job.hasFile) continue;
    const file = select.get(job.id);
    if (file) yield { jobId: job.id, bytes: file.data };
  }
}
