/**
 * The browser tests find a browser themselves, and with none they stop at once with one line
 * that says what to install. Run by `npm test`, before any suite that needs a browser.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { findChromium, NO_BROWSER } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-chromium-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

/** A folder holding executables (or plain files) under the given names. */
function folderWith(name: string, files: Record<string, 'program' | 'file'>): string {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, kind] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, file), '#!/bin/sh\n', { mode: kind === 'program' ? 0o755 : 0o644 });
  }
  return dir;
}

const nowhere = () => path.join(work, 'no-playwright-browser', 'chrome');

describe('findChromium', () => {
  const systemBin = folderWith('system-bin', { 'google-chrome': 'program', chromium: 'program' });
  const ownBrowser = path.join(folderWith('playwright', { chrome: 'program' }), 'chrome');

  it('when CHROMIUM_PATH is set, then that program is used before anything on PATH', () => {
    const chosen = path.join(folderWith('chosen', { 'my-chrome': 'program' }), 'my-chrome');
    assert.deepEqual(findChromium({ env: { CHROMIUM_PATH: chosen, PATH: systemBin } }), {
      found: 'CHROMIUM_PATH',
      executablePath: chosen,
    });
  });

  it('when CHROMIUM_PATH names no program, then nothing else is tried and the reason names it', () => {
    const choice = findChromium({ env: { CHROMIUM_PATH: '/nowhere/chrome', PATH: systemBin } });
    assert.equal(choice.found, 'none');
    assert.match(choice.found === 'none' ? choice.reason : '', /CHROMIUM_PATH is set to \/nowhere\/chrome/);
  });

  it('when a chromium and a chrome are on PATH, then chromium is used', () => {
    assert.deepEqual(findChromium({ env: { PATH: systemBin }, playwrightChromium: () => ownBrowser }), {
      found: 'PATH',
      executablePath: path.join(systemBin, 'chromium'),
    });
  });

  it('when the only chromium on PATH cannot be run, then the next name is tried', () => {
    const bin = folderWith('odd-bin', { chromium: 'file', 'google-chrome-stable': 'program' });
    const choice = findChromium({ env: { PATH: bin }, playwrightChromium: nowhere });
    assert.deepEqual(choice, { found: 'PATH', executablePath: path.join(bin, 'google-chrome-stable') });
  });

  it("when nothing is on PATH, then Playwright's own Chromium is used if it was installed", () => {
    const empty = folderWith('empty-bin', {});
    assert.deepEqual(findChromium({ env: { PATH: empty }, playwrightChromium: () => ownBrowser }), {
      found: 'playwright',
      executablePath: ownBrowser,
    });
    assert.deepEqual(findChromium({ env: { PATH: empty }, playwrightChromium: nowhere }), {
      found: 'none',
      reason: NO_BROWSER,
    });
  });
});

describe('the browser tests without a browser', () => {
  it('when no browser is found, then playwright stops at once with the one line to install one', () => {
    // PATH holds node alone, and Playwright looks for its own browser in an empty folder.
    const bin = folderWith('node-only', {});
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--list'],
      {
        cwd: path.join(root, 'frontend'),
        env: { PATH: bin, HOME: work, PLAYWRIGHT_BROWSERS_PATH: path.join(work, 'no-browsers') },
        encoding: 'utf8',
      },
    );
    assert.equal(run.status, 1);
    assert.equal(run.stderr.trim(), NO_BROWSER);
    assert.match(NO_BROWSER, /apt-get install -y chromium/);
    assert.match(NO_BROWSER, /npx playwright install chromium/);
  });
});
