import type Database from 'better-sqlite3';

/**
 * The word index (migration 10) holds each book under the book's rowid. VACUUM may renumber
 * the rowids of a table without an INTEGER PRIMARY KEY, which would pair words with the wrong
 * books; so on every open the pairing is checked (a few milliseconds for thousands of items),
 * and when it does not hold the index is built again from the books.
 */
export function ensureWordIndex(db: Database.Database): void {
  const { books, paired } = db
    .prepare<[], { books: number; paired: number }>(
      `SELECT (SELECT COUNT(*) FROM books) AS books,
              (SELECT COUNT(*) FROM books JOIN books_words ON books_words.rowid = books.rowid
                 AND books_words.book_id = books.id) AS paired`,
    )
    .get()!;
  const indexed = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM books_words').get()!.n;
  if (books === paired && indexed === books) return;
  db.transaction(() => {
    db.exec(`
      DELETE FROM books_words;
      INSERT INTO books_words (rowid, book_id, title, description, category)
        SELECT rowid, id, title, description, category FROM books;
    `);
  })();
}
