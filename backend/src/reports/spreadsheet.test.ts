import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCsv } from './csv';
import { documentsSummary, hsnSummary, invoiceRows } from './gst-returns';
import { PERIOD } from './report-fixtures';

const run = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-xlsx-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the CSV exports in a spreadsheet', () => {
  it('when LibreOffice converts each export to xlsx, then it makes a workbook of every one', async () => {
    const files = {
      invoices: invoiceRows(PERIOD),
      'hsn-summary': hsnSummary(PERIOD),
      documents: documentsSummary(PERIOD),
    };
    const paths = Object.entries(files).map(([name, table]) => {
      const file = path.join(folder, `${name}.csv`);
      fs.writeFileSync(file, writeCsv(table));
      return file;
    });
    // One run for all three: LibreOffice's start is most of the time. Its own profile folder, so
    // it neither waits on nor disturbs another LibreOffice running on the machine.
    const profile = `-env:UserInstallation=file://${path.join(folder, 'profile')}`;
    await run('soffice', [profile, '--headless', '--convert-to', 'xlsx', '--outdir', folder, ...paths], {
      timeout: 90_000,
    }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error('LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc-nogui');
    });
    for (const name of Object.keys(files)) {
      const xlsx = fs.readFileSync(path.join(folder, `${name}.xlsx`));
      // An xlsx is a zip archive: it starts "PK".
      expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(xlsx.length).toBeGreaterThan(1000);
    }
  }, 120_000);
});
