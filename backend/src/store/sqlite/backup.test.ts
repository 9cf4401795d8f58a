import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteStore } from './sqlite-store';
import { backupSqlite, defaultBackupPath, integrityOf } from './backup';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const book = (title: string) => ({
  title,
  description: 'd',
  category: 'book' as const,
  trending: false,
  oldPrice: 10,
  newPrice: 9.5,
  coverImage: 'https://example.in/c.png',
  stock: null,
  sku: null,
});

describe('SQLite online backup', () => {
  it('when the shop is running and writing, then the copy opens, passes the integrity check and holds the data', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    dirs.push(dir);
    const live = createSqliteStore({ path: path.join(dir, 'shop.db') });
    for (let i = 0; i < 50; i++) await live.books.create(book(`Book ${i}`));

    const copy = path.join(dir, 'backups', 'copy.db');
    const writing = (async () => {
      for (let i = 50; i < 80; i++) await live.books.create(book(`Book ${i}`));
    })();
    await backupSqlite(path.join(dir, 'shop.db'), copy);
    await writing;

    expect(integrityOf(copy)).toBe('ok');
    const restored = createSqliteStore({ path: copy });
    expect(await restored.books.count()).toBeGreaterThanOrEqual(50);
    expect((await restored.books.list({ search: 'Book 1' })).items[0]?.newPrice).toBe(9.5);
    await restored.close();
    await live.close();
  });

  it('when no database exists, then the backup refuses with a clear message', async () => {
    await expect(backupSqlite('/nonexistent/shop.db', '/tmp/never.db')).rejects.toThrow(/No database/);
  });

  it('when no destination is given, then the copy goes to a timestamped file beside the database', () => {
    expect(defaultBackupPath('/srv/shop/data/shop.db', new Date('2026-01-02T03:04:05.678Z'))).toBe(
      '/srv/shop/data/backups/shop-2026-01-02T03-04-05-678Z.db',
    );
  });
});
