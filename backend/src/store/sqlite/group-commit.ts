/**
 * Group commit: units of work asked for in the same turn of the event loop run in one IMMEDIATE
 * transaction, each in a savepoint of its own, and share one commit. With synchronous=FULL a
 * commit waits for the disk, and an order dirties about 29 pages (its row, lines, history,
 * movements, key, notice and their indexes); ten orders in flight then pay for one wait and
 * write the pages they share (the books' rows, the newest index leaves, the catalogue
 * version) once. Nothing is answered before its commit, so what a customer is told survives
 * a power cut as before.
 *
 * A unit is async, but SQLite's primitives never wait on I/O: while the group's transaction is
 * open only microtasks run, and the group keeps one of its own queued so the event loop cannot
 * turn. No request's callback, and so no other write on this connection, can land inside the
 * group (docs/decisions/0016).
 */
import type Database from 'better-sqlite3';

/** What a unit's primitives ask before each step: the unit is still open. */
export interface OpenUnit {
  check(): void;
}

type Work = (unit: OpenUnit) => unknown;

interface Pending {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { value: unknown } | { error: unknown };

/** Enough to share the commit; few enough that one transaction holds the event loop a few ms. */
const MOST_PER_COMMIT = 32;

/**
 * Turns of the microtask queue a unit may take without calling a primitive. A unit waiting on
 * anything else (a timer, a file) would wait for ever, the event loop being held: it is refused.
 */
const IDLE_TURNS = 1000;

export class UnitWaitedError extends Error {
  constructor() {
    super('A unit of work waited on something other than its primitives; it was undone');
    this.name = 'UnitWaitedError';
  }
}

export type GroupCommit = <T>(work: (unit: OpenUnit) => T | Promise<T>) => Promise<T>;

/** Runs one unit to its end, holding the event loop (see above) until it ends. */
function runUnit(work: Work): Promise<Outcome> {
  return new Promise((settle) => {
    let ended = false;
    let idle = 0;
    const end = (outcome: Outcome) => {
      if (ended) return;
      ended = true;
      settle(outcome);
    };
    const unit: OpenUnit = {
      check() {
        if (ended) throw new Error('This unit of work has ended');
        idle = 0;
      },
    };
    const watch = () => {
      if (ended) return;
      if (++idle > IDLE_TURNS) end({ error: new UnitWaitedError() });
      else queueMicrotask(watch);
    };
    queueMicrotask(watch);
    try {
      Promise.resolve(work(unit)).then(
        (value) => end({ value }),
        (error: unknown) => end({ error }),
      );
    } catch (error) {
      end({ error });
    }
  });
}

export function createGroupCommit(db: Database.Database): GroupCommit {
  let queue: Pending[] = [];
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  const savepoint = db.prepare('SAVEPOINT unit');
  const release = db.prepare('RELEASE unit');
  const undo = db.prepare('ROLLBACK TO unit');

  async function runAll(batch: Pending[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (const pending of batch) {
      savepoint.run();
      const outcome = await runUnit(pending.work);
      // A unit that throws undoes only itself.
      if ('error' in outcome) undo.run();
      release.run();
      outcomes.push(outcome);
    }
    return outcomes;
  }

  async function flush() {
    const batch = queue.slice(0, MOST_PER_COMMIT);
    queue = queue.slice(MOST_PER_COMMIT);
    if (queue.length > 0) setImmediate(flush);
    let outcomes: Outcome[];
    try {
      begin.run();
      outcomes = await runAll(batch);
      commit.run();
    } catch (error) {
      // The commit itself failed (the disk, a lock held past busy_timeout): nothing was stored.
      if (db.inTransaction) rollback.run();
      for (const pending of batch) pending.reject(error);
      return;
    }
    outcomes.forEach((outcome, at) => {
      if ('error' in outcome) batch[at]!.reject(outcome.error);
      else batch[at]!.resolve(outcome.value);
    });
  }

  return <T>(work: (unit: OpenUnit) => T | Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
}
