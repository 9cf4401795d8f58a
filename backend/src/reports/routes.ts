import { Router, type RequestHandler, type Response } from 'express';
import type { ReportRange } from '../contract';
import { reportRangeQuerySchema } from '../contract/schemas';
import { validateQuery } from '../http/validate';
import { GSTR1_TABLES, type Gstr1Table, type ReportService } from './service';

const rangeQuery = validateQuery(reportRangeQuerySchema);

interface ReportFile {
  name: string;
  extension: 'csv' | 'xml' | 'zip';
  type: string;
  make: (range: ReportRange) => Promise<string | Buffer>;
}

/** A download named for what it holds, e.g. hsn-summary-2025-10-01-to-2025-10-31.csv. */
function sendFile(res: Response, file: ReportFile, range: ReportRange, body: string | Buffer): void {
  const { name, extension, type } = file;
  res.set({
    'Content-Type': typeof body === 'string' ? `${type}; charset=utf-8` : type,
    'Content-Disposition': `attachment; filename="${name}-${range.from}-to-${range.to}.${extension}"`,
    'Cache-Control': 'private, no-store',
  });
  res.send(body);
}

/** /api/reports: the accountant's exports, the owner's only. */
export function reportRoutes(deps: {
  reports: ReportService;
  requireAdmin: RequestHandler;
  /** Writes each file downloaded to the audit log. */
  recordDownload: RequestHandler;
}): Router {
  const { reports } = deps;
  const router = Router();
  router.use(deps.requireAdmin);

  const files: ReportFile[] = [
    { name: 'invoices', extension: 'csv', type: 'text/csv', make: reports.invoicesCsv },
    { name: 'hsn-summary', extension: 'csv', type: 'text/csv', make: reports.hsnSummaryCsv },
    { name: 'documents', extension: 'csv', type: 'text/csv', make: reports.documentsCsv },
    { name: 'tally', extension: 'xml', type: 'application/xml', make: reports.tallyXml },
    ...(Object.keys(GSTR1_TABLES) as Gstr1Table[]).map((table): ReportFile => ({
      name: table,
      extension: 'csv',
      type: 'text/csv',
      make: (range) => reports.gstr1Csv(table, range),
    })),
    { name: 'gstr1', extension: 'zip', type: 'application/zip', make: reports.gstr1Zip },
  ];
  for (const file of files) {
    router.get(`/${file.name}.${file.extension}`, deps.recordDownload, rangeQuery, async (req, res) => {
      const range = rangeQuery.from(req);
      sendFile(res, file, range, await file.make(range));
    });
  }

  router.get('/days', rangeQuery, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await reports.days(rangeQuery.from(req)));
  });

  return router;
}
