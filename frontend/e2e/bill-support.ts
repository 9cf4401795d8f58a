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

/** The shop's GSTIN in the browser tests: Maharashtra (27), as the shop's address. */
export const SHOP_GSTIN = '27AAPFU0939F1ZV';

/** Registers the shop for GST as a regular taxpayer through the owner's API. */
export async function billAsRegularTaxpayer(token: string): Promise<void> {
  const settings = await api<Record<string, unknown>>(token, 'GET', '/shop/tax');
  await api(token, 'PUT', '/shop/tax', {
    ...settings,
    gstMode: 'regular',
    gstin: SHOP_GSTIN,
    legalName: 'Saraswati Books LLP',
  });
}

export interface Item {
  title: string;
  code: string;
}

/** An item counted at 50 with a fresh barcode, made through the owner's API with the fields given. */
export async function makeItem(token: string, fields: Record<string, unknown>): Promise<Item> {
  const code = freshEan13();
  const [any] = await api<{ coverImage: string }[]>(token, 'GET', '/books?limit=1');
  const item = await api<{ title: string }>(token, 'POST', '/books/create-book', {
    description: 'Made by a browser test',
    trending: false,
    coverImage: any!.coverImage,
    stock: 50,
    barcode: code,
    ...fields,
    title: `${String(fields.title)} ${randomInt(0, 1e6)}`,
  });
  return { title: item.title, code };
}

/** A USB scanner: the code typed a few milliseconds a key, then Enter, wherever the focus is. */
export async function scanCode(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 4 });
  await page.keyboard.press('Enter');
}

/** Scans an item at the counter and waits for its line in the sale. */
export async function scan(page: Page, item: Item): Promise<void> {
  await scanCode(page, item.code);
  await expect(page.getByRole('list', { name: 'Items in this sale' }).getByText(item.title)).toBeVisible();
}

/** The counter asks for the float before a sale with no day open: tests that sell open one first. */
export async function openTheDay(token: string, float = 0): Promise<void> {
  const current = await fetch(`${E2E_BASE_URL}/api/counter/days/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (current.status === 404) await api(token, 'POST', '/counter/days/open', { float });
}

/** Closes the open day, if any, its count exactly as expected; answers what was counted. */
export async function closeTheDay(token: string): Promise<number | null> {
  const current = await fetch(`${E2E_BASE_URL}/api/counter/days/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (current.status === 404) return null;
  const { expectedCash } = (await current.json()) as { expectedCash: number };
  await api(token, 'POST', '/counter/days/current/close', { countedCash: expectedCash });
  return expectedCash;
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
