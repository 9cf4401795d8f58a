import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGroupCommit, UnitWaitedError } from './group-commit';

describe('group commit', () => {
  let dir: string;
  let db: Database.Database;
  let other: Database.Database;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    const file = path.join(dir, 'shop.db');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
    // Another process's view of the file: it sees only what is committed.
    other = new Database(file);
  });

  afterEach(() => {
    other.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = (text: string) => () => db.prepare('INSERT INTO notes (text) VALUES (?)').run(text);
  const committedCount = () => (other.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n;

  it('commits the writes asked for in the same turn together, once', async () => {
    const commit = createGroupCommit(db);
    let seenByOthersDuringTheGroup = -1;
    const results = await Promise.all([
      commit(insert('a')),
      commit(insert('b')),
      commit(() => {
        insert('c')();
        seenByOthersDuringTheGroup = committedCount();
      }),
    ]);
    expect(results).toHaveLength(3);
    expect(seenByOthersDuringTheGroup).toBe(0);
    expect(committedCount()).toBe(3);
  });

  it('undoes only the write that throws; the others are stored and answered', async () => {
    const commit = createGroupCommit(db);
    const outcomes = await Promise.allSettled([
      commit(() => (insert('kept')(), 'first')),
      commit(() => {
        insert('undone')();
        throw new Error('out of stock');
      }),
      commit(() => (insert('kept too')(), 'third')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ value: 'first' });
    expect(outcomes[1]).toMatchObject({ reason: new Error('out of stock') });
    expect(other.prepare('SELECT text FROM notes ORDER BY rowid').pluck().all()).toEqual([
      'kept',
      'kept too',
    ]);
  });

  it('tells every writer of the group when the commit fails, and stores none of them', async () => {
    db.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const commit = createGroupCommit(db);
    const outcomes = await Promise.allSettled([commit(insert('a')), commit(insert('b'))]);
    other.exec('ROLLBACK');
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(committedCount()).toBe(0);
  });

  it('a write asked for after a group has gone gets a commit of its own', async () => {
    const commit = createGroupCommit(db);
    await commit(insert('first'));
    let seenByOthers = -1;
    await commit(() => {
      insert('second')();
      seenByOthers = committedCount();
    });
    expect(seenByOthers).toBe(1);
  });

  it('runs async units one after another, each seeing those before it in the group', async () => {
    const commit = createGroupCommit(db);
    const count = () => (db.prepare('SELECT COUNT(*) AS n FROM notes').get() as { n: number }).n;
    const unit = (text: string) => async () => {
      const before = await Promise.resolve(count());
      insert(text)();
      return before;
    };
    expect(await Promise.all([commit(unit('a')), commit(unit('b')), commit(unit('c'))])).toEqual([0, 1, 2]);
    expect(committedCount()).toBe(3);
  });

  it('lets no other callback run while a group is open, however many turns its units take', async () => {
    const commit = createGroupCommit(db);
    const seen: string[] = [];
    const unit = (text: string) => async () => {
      for (let step = 0; step < 50; step++) await Promise.resolve();
      insert(text)();
      seen.push(text);
    };
    const group = Promise.all([commit(unit('a')), commit(unit('b'))]);
    // Due right after the group's own turn: it would run between the units if one let the loop turn.
    setImmediate(() => seen.push('another request'));
    await group;
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['a', 'b', 'another request']);
  });

  it('undoes and refuses a unit that waits on something other than its primitives; the others are kept', async () => {
    const commit = createGroupCommit(db);
    const outcomes = await Promise.allSettled([
      commit(() => insert('kept')()),
      commit(async (unit) => {
        insert('undone')();
        await new Promise((resolve) => setTimeout(resolve, 1));
        unit.check();
        insert('too late')();
      }),
      commit(() => insert('kept too')()),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: expect.any(UnitWaitedError) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(other.prepare('SELECT text FROM notes ORDER BY rowid').pluck().all()).toEqual([
      'kept',
      'kept too',
    ]);
  });
});
