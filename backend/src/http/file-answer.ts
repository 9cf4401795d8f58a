import type { Response } from 'express';

/** An answer for one person only, never kept by a cache on the way. */
export const fresh = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

/** A spreadsheet the browser saves under `fileName` rather than shows. */
export function sendCsvFile(res: Response, fileName: string, csv: string): void {
  fresh(res)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
    .send(csv);
}
