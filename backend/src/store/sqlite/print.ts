import type Database from 'better-sqlite3';
import type { PrintRates } from '../../contract';
import { newId } from '../ids';
import { toPaise, toRupees } from '../money';
import type { PrintJob, PrintStore } from '../store';

interface RatesRow {
  bw_single_paise: number;
  bw_double_paise: number;
  colour_single_paise: number;
  colour_double_paise: number;
  binding_none_paise: number;
  binding_staple_paise: number;
  binding_spiral_paise: number;
}

interface JobRow {
  id: string;
  customer_uid: string;
  file_name: string;
  pages: number;
  bytes: number;
  created_at: string;
  order_id: string | null;
}

const toRates = (row: RatesRow): PrintRates => ({
  bwSingle: toRupees(row.bw_single_paise),
  bwDouble: toRupees(row.bw_double_paise),
  colourSingle: toRupees(row.colour_single_paise),
  colourDouble: toRupees(row.colour_double_paise),
  binding: {
    none: toRupees(row.binding_none_paise),
    staple: toRupees(row.binding_staple_paise),
    spiral: toRupees(row.binding_spiral_paise),
  },
});

const toJob = (row: JobRow): PrintJob => ({
  _id: row.id,
  customerUid: row.customer_uid,
  fileName: row.file_name,
  pages: row.pages,
  bytes: row.bytes,
  createdAt: row.created_at,
  orderId: row.order_id,
});

export function createSqlitePrintStore(db: Database.Database): PrintStore {
  const selectRates = db.prepare<[], RatesRow>('SELECT * FROM print_rates WHERE id = 1');
  const upsertRates = db.prepare(
    `INSERT INTO print_rates (id, bw_single_paise, bw_double_paise, colour_single_paise,
       colour_double_paise, binding_none_paise, binding_staple_paise, binding_spiral_paise)
     VALUES (1, @bwSingle, @bwDouble, @colourSingle, @colourDouble, @none, @staple, @spiral)
     ON CONFLICT (id) DO UPDATE SET bw_single_paise = excluded.bw_single_paise,
       bw_double_paise = excluded.bw_double_paise, colour_single_paise = excluded.colour_single_paise,
       colour_double_paise = excluded.colour_double_paise, binding_none_paise = excluded.binding_none_paise,
       binding_staple_paise = excluded.binding_staple_paise, binding_spiral_paise = excluded.binding_spiral_paise`,
  );
  const selectJob = db.prepare<[string], JobRow>('SELECT * FROM print_jobs WHERE id = ?');
  const customerUsage = db.prepare<[string], { waiting: number; bytes: number }>(
    `SELECT COALESCE(SUM(order_id IS NULL), 0) AS waiting, COALESCE(SUM(bytes), 0) AS bytes
       FROM print_jobs JOIN print_files ON print_files.job_id = print_jobs.id WHERE customer_uid = ?`,
  );
  const insertJob = db.prepare(
    `INSERT INTO print_jobs (id, customer_uid, file_name, pages, bytes, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare('INSERT INTO print_files (job_id, data) VALUES (?, ?)');
  const selectFile = db.prepare<[string], { data: Buffer }>('SELECT data FROM print_files WHERE job_id = ?');
  const deleteWaiting = db.prepare('DELETE FROM print_jobs WHERE order_id IS NULL AND created_at < ?');
  const deleteEndedFiles = db.prepare(
    `DELETE FROM print_files WHERE job_id IN (
       SELECT p.job_id FROM order_print_lines p JOIN orders o ON o.id = p.order_id
       WHERE o.status IN ('collected', 'cancelled') AND o.updated_at < ?)`,
  );
  const usage = db.prepare<[], { files: number; bytes: number }>(
    `SELECT COUNT(*) AS files, COALESCE(SUM(bytes), 0) AS bytes
       FROM print_jobs JOIN print_files ON print_files.job_id = print_jobs.id`,
  );

  // IMMEDIATE: the quota read and the insert hold the write lock together, across processes too.
  const createJob = db.transaction((input: Parameters<PrintStore['createJob']>[0], quota, now: Date) => {
    const used = customerUsage.get(input.customerUid)!;
    if (used.waiting >= quota.waitingFilesMax)
      return { outcome: 'over_quota' as const, limit: 'files' as const };
    if (used.bytes + input.data.byteLength > quota.bytesMax) {
      return { outcome: 'over_quota' as const, limit: 'bytes' as const };
    }
    const id = newId();
    insertJob.run(
      id,
      input.customerUid,
      input.fileName,
      input.pages,
      input.data.byteLength,
      now.toISOString(),
    );
    insertFile.run(id, Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength));
    return { outcome: 'created' as const, job: toJob(selectJob.get(id)!) };
  });

  return {
    async getRates() {
      const row = selectRates.get();
      return row ? toRates(row) : null;
    },
    async setRates(rates) {
      upsertRates.run({
        bwSingle: toPaise(rates.bwSingle),
        bwDouble: toPaise(rates.bwDouble),
        colourSingle: toPaise(rates.colourSingle),
        colourDouble: toPaise(rates.colourDouble),
        none: toPaise(rates.binding.none),
        staple: toPaise(rates.binding.staple),
        spiral: toPaise(rates.binding.spiral),
      });
      return toRates(selectRates.get()!);
    },
    async createJob(input, quota, now) {
      return createJob.immediate(input, quota, now);
    },
    async getJob(id) {
      const row = selectJob.get(id);
      return row ? toJob(row) : null;
    },
    async readFile(id) {
      return selectFile.get(id)?.data ?? null;
    },
    async deleteUnorderedBefore(before) {
      return deleteWaiting.run(before.toISOString()).changes;
    },
    async deleteFilesOfOrdersEndedBefore(before) {
      return deleteEndedFiles.run(before.toISOString()).changes;
    },
    async usage() {
      return usage.get()!;
    },
  };
}
