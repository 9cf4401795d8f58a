/** What the API tests check of a Tally file as a whole: XML that parses, ledgers it creates itself. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { readTally } from '../src/reports/tally-read-back';

/**
 * xmllint's verdict, a failure when it refuses the file. Without xmllint the check fails too, and
 * says how to get it: a check that skips itself would pass the file nobody checked.
 */
export function expectWellFormed(xml: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'tally-xml-'));
  const file = join(dir, 'tally.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', file], { stdio: 'pipe' });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: Buffer };
    if (failure.code === 'ENOENT') {
      throw new Error('xmllint is not installed: install libxml2-utils (apt-get install libxml2-utils)');
    }
    throw new Error(`xmllint refused the Tally file: ${String(failure.stderr ?? failure.message)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The file read back, once each ledger its vouchers name is found among its masters, once. */
export function expectLedgersCreated(xml: string) {
  const read = readTally(xml);
  const names = read.masters.map((master) => master.name.toLowerCase());
  expect(new Set(names).size, 'a ledger created twice').toBe(names.length);
  for (const voucher of read.vouchers) {
    for (const ledger of [voucher.party, ...voucher.entries.map((entry) => entry.ledger)]) {
      expect(names, `${voucher.type} ${voucher.number} names ${ledger}`).toContain(ledger.toLowerCase());
    }
  }
  return read;
}
