/**
 * What the browser tests of sales and bills share: the owner's API, fresh barcodes, and a bill's PDF
 * as downloaded, read back with the API suites' own reader.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { pdfPageTexts } from '../../backend/test/pdf-text';

const BILL_FILE = /^SB-\d\d-\d\d-\d{5}\.pdf$/;

export async function api<T>(token: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh EAN-13 with its check digit, so reruns never meet a barcode already taken. */
export function freshEan13(): string {
  const body = `890${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Saves what the button downloads and checks it is a PDF named for its bill. */
export async function downloadedBill(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(BILL_FILE);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download;
}

/** The bill a button downloads, as text: what its reader sees. */
export async function billText(page: Page, click: () => Promise<void>): Promise<string> {
  const download = await downloadedBill(page, click);
  return (await pdfPageTexts(fs.readFileSync(await download.path()))).join(' ');
}
