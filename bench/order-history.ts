/**
 * A long order history for the bench: orders written straight into a stopped shop's SQLite file
 * in one transaction (through the store they would take an fsync each), and the load that shows
 * whether reading it holds up everyone else.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { measure, type Measurement } from './measure';
import { HEALTH_LIST_READERS, HEALTH_WHILE_LISTING } from './report';

const newId = () => randomBytes(12).toString('hex');

/** `orders` collected orders of `linesPerOrder` lines each, spread over the given books and the last year. */
export function fillOrderHistory(
  file: string,
  bookIds: readonly string[],
  orders: number,
  linesPerOrder: number,
) {
  const db = new Database(file);
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, customer_uid, email, name, phone, street, city, state, country, zipcode,
       total_paise, status, created_at, updated_at)
     VALUES (?, ?, ?, 'Bench Customer', '+919876543210', '1 MG Road', 'Nagpur', 'Maharashtra', 'India',
       '440001', ?, 'collected', ?, ?)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, book_id, title, price_paise, cover_image)
     VALUES (?, ?, ?, 'Bench item', 4500, 'cover.webp')`,
  );
  const insertHistory = db.prepare(
    'INSERT INTO order_status_history (order_id, position, status, at) VALUES (?, ?, ?, ?)',
  );
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  db.transaction(() => {
    for (let n = 0; n < orders; n++) {
      const id = newId();
      const at = new Date(Date.now() - yearMs + (n * yearMs) / orders).toISOString();
      insertOrder.run(id, `bench-${n % 500}`, `bench${n % 500}@example.in`, 4500 * linesPerOrder, at, at);
      for (let position = 0; position < linesPerOrder; position++) {
        insertLine.run(id, position, bookIds[(n * linesPerOrder + position) % bookIds.length]!);
      }
      ['placed', 'ready', 'collected'].forEach((status, position) =>
        insertHistory.run(id, position, status, at),
      );
    }
    // As the shop keeps it: units collected per book.
    db.exec(`UPDATE books SET units_sold = (SELECT COUNT(*) FROM order_lines WHERE book_id = books.id)`);
  })();
  db.close();
}

export async function ownerToken(url: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/**
 * /api/health measured while `readers` clients fetch the owner's whole order list over and over,
 * as the attack pass did: the list must not stall the rest of the shop.
 */
export async function healthWhileListing(url: string, token: string, readers = HEALTH_LIST_READERS) {
  let running = true;
  const listTimes: number[] = [];
  const reader = async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}/api/orders/allorders`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      await res.arrayBuffer();
      listTimes.push(performance.now() - started);
    }
  };
  const readersDone = Promise.all(Array.from({ length: readers }, reader));
  let health: Measurement;
  try {
    health = await measure({
      name: HEALTH_WHILE_LISTING,
      url: `${url}/api/health`,
      connections: 4,
    });
  } finally {
    running = false;
    await readersDone;
  }
  listTimes.sort((a, b) => a - b);
  return {
    health,
    listMedianMs: Math.round(listTimes[Math.floor(listTimes.length / 2)] ?? 0),
    lists: listTimes.length,
  };
}
