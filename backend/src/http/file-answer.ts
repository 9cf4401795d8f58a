import type { Request, Response } from 'express';

/** An answer for one person only, never kept by a cache on the way. */
export const fresh = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

/** Whether the client asks for the PDF of a document: its .pdf path, ?format=pdf or Accept. */
export const wantsPdf = (req: Request): boolean =>
  req.path.endsWith('.pdf') || req.query.format === 'pdf' || req.accepts(['json', 'pdf']) === 'pdf';

/** A PDF the browser shows, saved as `fileName`. */
export function sendPdfFile(res: Response, fileName: string, pdf: Buffer): void {
  fresh(res).type('application/pdf').set('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
}

/** A spreadsheet the browser saves under `fileName` rather than shows. */
export function sendCsvFile(res: Response, fileName: string, csv: string): void {
  fresh(res)
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
    .send(csv);
}
