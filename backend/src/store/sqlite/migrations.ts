import type Database from 'better-sqlite3';
import { newPickupCode } from '../ids';

/** A step is SQL, or a function for what SQL cannot do (such as making random codes). */
type Migration = string | ((db: Database.Database) => void);

/** Ordered, append-only. PRAGMA user_version records how many have run. */
const migrations: readonly Migration[] = [
  `
  CREATE TABLE books (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL CHECK (category IN ('penandpencil','colors','adhesive','book','box')),
    trending INTEGER NOT NULL DEFAULT 0 CHECK (trending IN (0,1)),
    old_price_paise INTEGER NOT NULL CHECK (old_price_paise >= 0),
    new_price_paise INTEGER NOT NULL CHECK (new_price_paise >= 0),
    cover_image TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX books_category_created ON books (category, created_at);
  CREATE INDEX books_trending_created ON books (trending, created_at);
  CREATE INDEX books_created ON books (created_at);
  CREATE INDEX books_new_price ON books (new_price_paise);

  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    customer_uid TEXT NOT NULL,
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    country TEXT NOT NULL,
    zipcode TEXT NOT NULL,
    total_paise INTEGER NOT NULL CHECK (total_paise >= 0),
    status TEXT NOT NULL CHECK (status IN ('placed','ready','collected','cancelled')),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX orders_email_created ON orders (email, created_at);
  CREATE INDEX orders_created ON orders (created_at);
  CREATE INDEX orders_status ON orders (status);

  CREATE TABLE order_lines (
    order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    book_id TEXT NOT NULL,
    title TEXT NOT NULL,
    price_paise INTEGER NOT NULL,
    cover_image TEXT NOT NULL,
    PRIMARY KEY (order_id, position)
  );
  CREATE INDEX order_lines_book ON order_lines (book_id);

  CREATE TABLE order_status_history (
    order_id TEXT NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    status TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (order_id, position)
  );

  CREATE TABLE idempotency_keys (
    customer_uid TEXT NOT NULL,
    key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    order_id TEXT NOT NULL REFERENCES orders(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (customer_uid, key)
  );
  CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

  CREATE TABLE admins (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    display_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE images (
    name TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  );
  `,
  // v2: keep the checkout form's street line, which the first schema dropped.
  `ALTER TABLE orders ADD COLUMN street TEXT NOT NULL DEFAULT '';`,
  // v3: a catalogue version every process can check before trusting its cached responses, a
  // trigram index so substring search stays fast on large catalogues, and the title sort's index.
  // The search index keys on the book id, not rowid: VACUUM may renumber rowids of this table.
  `
  CREATE TABLE catalogue_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
  );
  INSERT INTO catalogue_version (id, version) VALUES (1, 0);
  CREATE TRIGGER books_version_insert AFTER INSERT ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  CREATE TRIGGER books_version_update AFTER UPDATE ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  CREATE TRIGGER books_version_delete AFTER DELETE ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;

  CREATE VIRTUAL TABLE books_search USING fts5(book_id UNINDEXED, title, description, tokenize = 'trigram');
  INSERT INTO books_search (book_id, title, description) SELECT id, title, description FROM books;
  CREATE TRIGGER books_search_insert AFTER INSERT ON books
    BEGIN INSERT INTO books_search (book_id, title, description) VALUES (new.id, new.title, new.description); END;
  CREATE TRIGGER books_search_update AFTER UPDATE OF title, description ON books
    WHEN old.title IS NOT new.title OR old.description IS NOT new.description
    BEGIN
      UPDATE books_search SET title = new.title, description = new.description WHERE book_id = old.id;
    END;
  CREATE TRIGGER books_search_delete AFTER DELETE ON books
    BEGIN DELETE FROM books_search WHERE book_id = old.id; END;

  CREATE INDEX books_title ON books (title COLLATE NOCASE);
  `,
  // v4: a customer reads their orders by their uid, not only by the e-mail the path names.
  `CREATE INDEX orders_customer_created ON orders (customer_uid, created_at);`,
  // v5: secrets the shop makes for itself on first start (the owner-token key when none is set).
  `CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL, created_at TEXT NOT NULL);`,
  // v6: units collected per book, kept by each collection, so top sellers read one index instead
  // of counting every order line. Collected units only: orders never picked up steer nothing.
  // The count is not part of what a catalogue answer shows, so changing it leaves the version alone.
  `
  ALTER TABLE books ADD COLUMN units_sold INTEGER NOT NULL DEFAULT 0 CHECK (units_sold >= 0);
  UPDATE books SET units_sold = (
    SELECT COUNT(*) FROM order_lines l JOIN orders o ON o.id = l.order_id
    WHERE l.book_id = books.id AND o.status = 'collected'
  );
  CREATE INDEX books_units_sold ON books (units_sold, created_at);
  CREATE INDEX books_category_units_sold ON books (category, units_sold, created_at);
  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v7: stock. A count per book (NULL: not counted), an optional SKU unique whatever its case,
  // quantities on order lines, and every change of a count as a movement. The count is part of a
  // book's answer, so changing it moves the catalogue version. No index on the count: every order
  // would pay to keep it, for an owner's filter that scans a few thousand rows at most. Movements
  // keep no foreign key: the record of what happened outlives a deleted book.
  `
  ALTER TABLE books ADD COLUMN stock INTEGER CHECK (stock IS NULL OR stock >= 0);
  ALTER TABLE books ADD COLUMN sku TEXT;
  CREATE UNIQUE INDEX books_sku ON books (sku COLLATE NOCASE) WHERE sku IS NOT NULL;
  ALTER TABLE order_lines ADD COLUMN quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1);

  CREATE TABLE stock_movements (
    id TEXT PRIMARY KEY,
    book_id TEXT NOT NULL,
    at TEXT NOT NULL,
    change INTEGER NOT NULL,
    reason TEXT NOT NULL
      CHECK (reason IN ('order','cancel','restock','correction','damaged','import')),
    stock_after INTEGER,
    order_id TEXT,
    owner_id TEXT
  );
  CREATE INDEX stock_movements_book_at ON stock_movements (book_id, at);

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, sku ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v8: the counter. A pickup code per order (orders placed before get one now), the hold date
  // of a ready order, how a collected order was paid, and the outbox of notices to customers.
  (db) => {
    db.exec(`
      ALTER TABLE orders ADD COLUMN pickup_code TEXT;
      ALTER TABLE orders ADD COLUMN hold_until TEXT;
      ALTER TABLE orders ADD COLUMN payment_method TEXT CHECK (payment_method IN ('cash','upi','card'));
      ALTER TABLE orders ADD COLUMN payment_reference TEXT;
      ALTER TABLE orders ADD COLUMN paid_at TEXT;
    `);
    const ids = db.prepare<[], string>('SELECT id FROM orders').pluck().all();
    const setCode = db.prepare('UPDATE orders SET pickup_code = ? WHERE id = ?');
    const taken = new Set<string>();
    for (const id of ids) {
      let code = newPickupCode();
      while (taken.has(code)) code = newPickupCode();
      taken.add(code);
      setCode.run(code, id);
    }
    db.exec(`
      CREATE UNIQUE INDEX orders_pickup_code ON orders (pickup_code);
      CREATE INDEX orders_status_hold ON orders (status, hold_until);

      CREATE TABLE notices (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('placed','ready','cancelled')),
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending','sent','failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        next_attempt_at TEXT,
        lease_until TEXT
      );
      CREATE INDEX notices_created ON notices (created_at);
      CREATE INDEX notices_due ON notices (state, next_attempt_at);
    `);
  },
  // v9: searches match words by their start ("not" finds "notebook"), accents folded
  // (store/search-terms.ts), in place of substrings anywhere: a word index answers every
  // search of a large catalogue from the index, where the trigram one scanned short or common
  // ones. The category is a column of the index too, so a search within one is the index's alone.
  `
  DROP TRIGGER books_search_insert;
  DROP TRIGGER books_search_update;
  DROP TRIGGER books_search_delete;
  DROP TABLE books_search;

  CREATE VIRTUAL TABLE books_words USING fts5(
    book_id UNINDEXED, title, description, category,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  );
  INSERT INTO books_words (book_id, title, description, category)
    SELECT id, title, description, category FROM books ORDER BY created_at, rowid;
  CREATE TRIGGER books_words_insert AFTER INSERT ON books
    BEGIN
      INSERT INTO books_words (book_id, title, description, category)
        VALUES (new.id, new.title, new.description, new.category);
    END;
  CREATE TRIGGER books_words_update AFTER UPDATE OF title, description, category ON books
    WHEN old.title IS NOT new.title OR old.description IS NOT new.description
      OR old.category IS NOT new.category
    BEGIN
      UPDATE books_words SET title = new.title, description = new.description, category = new.category
        WHERE book_id = old.id;
    END;
  CREATE TRIGGER books_words_delete AFTER DELETE ON books
    BEGIN DELETE FROM books_words WHERE book_id = old.id; END;

  -- A category's pages in price or title order walk an index, as the whole catalogue's do.
  CREATE INDEX books_category_price ON books (category, new_price_paise);
  CREATE INDEX books_category_title ON books (category, title COLLATE NOCASE);
  `,
  // v10: the word index keyed by each book's rowid, so a sorted search joins its hits to the
  // books by integer instead of by text id (13 ms -> 3 ms for a sort over 10,000 hits).
  // VACUUM may renumber the books' rowids; word-index.ts checks the pairing on every open and
  // rebuilds the index when it does not hold.
  `
  DROP TRIGGER books_words_insert;
  DROP TRIGGER books_words_update;
  DROP TRIGGER books_words_delete;
  DROP TABLE books_words;

  CREATE VIRTUAL TABLE books_words USING fts5(
    book_id UNINDEXED, title, description, category,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  );
  INSERT INTO books_words (rowid, book_id, title, description, category)
    SELECT rowid, id, title, description, category FROM books;
  CREATE TRIGGER books_words_insert AFTER INSERT ON books
    BEGIN
      INSERT INTO books_words (rowid, book_id, title, description, category)
        VALUES (new.rowid, new.id, new.title, new.description, new.category);
    END;
  CREATE TRIGGER books_words_update AFTER UPDATE OF title, description, category ON books
    WHEN old.title IS NOT new.title OR old.description IS NOT new.description
      OR old.category IS NOT new.category
    BEGIN
      UPDATE books_words SET title = new.title, description = new.description, category = new.category
        WHERE rowid = old.rowid;
    END;
  CREATE TRIGGER books_words_delete AFTER DELETE ON books
    BEGIN DELETE FROM books_words WHERE rowid = old.rowid; END;
  `,
  // v11: searches are answered from an index of the words kept in memory (sqlite/book-search.ts),
  // which FTS5 could not match for speed on broad word starts. The word index goes; a counter
  // tells every process when the searchable side of the catalogue changed. Stock and sales are
  // left out on purpose: they change with every order and no search depends on them.
  `
  DROP TRIGGER books_words_insert;
  DROP TRIGGER books_words_update;
  DROP TRIGGER books_words_delete;
  DROP TABLE books_words;

  CREATE TABLE search_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
  );
  INSERT INTO search_version (id, version) VALUES (1, 0);
  CREATE TRIGGER books_search_version_insert AFTER INSERT ON books
    BEGIN UPDATE search_version SET version = version + 1; END;
  CREATE TRIGGER books_search_version_update
    AFTER UPDATE OF title, description, category, trending, new_price_paise, created_at ON books
    BEGIN UPDATE search_version SET version = version + 1; END;
  CREATE TRIGGER books_search_version_delete AFTER DELETE ON books
    BEGIN UPDATE search_version SET version = version + 1; END;
  `,
  // v12: print orders: the owner's rate card (paise), uploaded print jobs and their files. A
  // file's bytes live apart from its job, so listing jobs never reads megabytes.
  `
  CREATE TABLE print_rates (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    bw_single_paise INTEGER NOT NULL CHECK (bw_single_paise >= 0),
    bw_double_paise INTEGER NOT NULL CHECK (bw_double_paise >= 0),
    colour_single_paise INTEGER NOT NULL CHECK (colour_single_paise >= 0),
    colour_double_paise INTEGER NOT NULL CHECK (colour_double_paise >= 0),
    binding_none_paise INTEGER NOT NULL CHECK (binding_none_paise >= 0),
    binding_staple_paise INTEGER NOT NULL CHECK (binding_staple_paise >= 0),
    binding_spiral_paise INTEGER NOT NULL CHECK (binding_spiral_paise >= 0)
  );
  CREATE TABLE print_jobs (
    id TEXT PRIMARY KEY,
    customer_uid TEXT NOT NULL,
    file_name TEXT NOT NULL,
    pages INTEGER NOT NULL CHECK (pages >= 1),
    bytes INTEGER NOT NULL CHECK (bytes >= 0),
    created_at TEXT NOT NULL,
    order_id TEXT
  );
  CREATE INDEX print_jobs_customer ON print_jobs (customer_uid, order_id);
  CREATE INDEX print_jobs_waiting ON print_jobs (created_at) WHERE order_id IS NULL;
  CREATE TABLE print_files (
    job_id TEXT PRIMARY KEY REFERENCES print_jobs (id) ON DELETE CASCADE,
    data BLOB NOT NULL
  );
  `,
  // v13: print jobs as order lines. Kept apart from order_lines, whose rows are all books, so the
  // stock, units-sold and pick-list queries over them stay as they are. Positions are shared: an
  // order's lines are both tables' rows in position order. A job is in one order at most.
  `
  CREATE TABLE order_print_lines (
    order_id TEXT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    job_id TEXT NOT NULL UNIQUE REFERENCES print_jobs (id),
    file_name TEXT NOT NULL,
    price_paise INTEGER NOT NULL CHECK (price_paise >= 0),
    colour TEXT NOT NULL CHECK (colour IN ('bw','colour')),
    sides TEXT NOT NULL CHECK (sides IN ('single','double')),
    copies INTEGER NOT NULL CHECK (copies >= 1),
    page_range TEXT NOT NULL,
    binding TEXT NOT NULL CHECK (binding IN ('none','staple','spiral')),
    document_pages INTEGER NOT NULL CHECK (document_pages >= 1),
    pages INTEGER NOT NULL CHECK (pages >= 1),
    printed_sides INTEGER NOT NULL CHECK (printed_sides >= 1),
    sheets INTEGER NOT NULL CHECK (sheets >= 1),
    printed INTEGER NOT NULL DEFAULT 0 CHECK (printed IN (0,1)),
    PRIMARY KEY (order_id, position)
  );
  `,
  // v14: a cancel puts back what the order's own movements took from a count, read by order.
  `
  CREATE INDEX stock_movements_order ON stock_movements (order_id) WHERE order_id IS NOT NULL;
  `,
  // v15: units on hand. The owner counts the shelf (on_hand); orders commit units until they are
  // collected (on_hand goes down) or cancelled; stock, what customers can order, is kept as
  // on_hand - committed (never below 0) in the same row. Open orders' own movements say what they
  // hold today. On hand is part of the owner's answer, so it moves the catalogue version too.
  `
  ALTER TABLE books ADD COLUMN on_hand INTEGER CHECK (on_hand IS NULL OR on_hand >= 0);
  ALTER TABLE books ADD COLUMN committed INTEGER NOT NULL DEFAULT 0 CHECK (committed >= 0);
  UPDATE books SET committed = COALESCE((
    SELECT -SUM(m.change) FROM stock_movements m JOIN orders o ON o.id = m.order_id
    WHERE m.book_id = books.id AND m.reason = 'order' AND o.status IN ('placed', 'ready')), 0)
  WHERE stock IS NOT NULL;
  UPDATE books SET on_hand = stock + committed WHERE stock IS NOT NULL;

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, on_hand, sku ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v16: a print line's pages are those of one copy, as the quote answers them; they were stored
  // for all copies, which printed_sides still is.
  `
  UPDATE order_print_lines SET pages = printed_sides / copies;
  `,
  // v17: whether an order's e-mail was verified when it was placed; only such an address is mailed.
  // Orders from before were placed without that word, so their notices wait for the owner.
  `
  ALTER TABLE orders ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0,1));
  `,
  // v18: orders_status_hold (status, hold_until) answers every read by status that orders_status
  // did, and every order placed wrote both.
  `
  DROP INDEX orders_status;
  `,
  // v19: a bookshop's details of an item, each optional. They are part of a book's answer (the
  // catalogue version) and searched (the search version), so both triggers now name them.
  `
  ALTER TABLE books ADD COLUMN author TEXT;
  ALTER TABLE books ADD COLUMN publisher TEXT;
  ALTER TABLE books ADD COLUMN language TEXT;

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, on_hand, sku, author, publisher, language ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  DROP TRIGGER books_search_version_update;
  CREATE TRIGGER books_search_version_update
    AFTER UPDATE OF title, description, author, publisher, language, category, trending,
      new_price_paise, created_at ON books
    BEGIN UPDATE search_version SET version = version + 1; END;
  `,
  // v20: "tell me when it's back". A customer waits for an item at most once at a time; a
  // notice is then about an order or about an item, with the phone given for WhatsApp. SQLite
  // cannot relax a NOT NULL or a CHECK in place, so the notices table is copied into its new shape.
  `
  CREATE TABLE back_in_stock_requests (
    id TEXT PRIMARY KEY,
    book_id TEXT NOT NULL,
    customer_uid TEXT NOT NULL,
    email TEXT NOT NULL,
    email_verified INTEGER NOT NULL CHECK (email_verified IN (0,1)),
    phone TEXT,
    created_at TEXT NOT NULL,
    notified_at TEXT
  );
  CREATE UNIQUE INDEX back_in_stock_waiting ON back_in_stock_requests (book_id, customer_uid)
    WHERE notified_at IS NULL;

  CREATE TABLE notices_v20 (
    id TEXT PRIMARY KEY,
    order_id TEXT,
    book_id TEXT,
    phone TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('placed','ready','cancelled','back-in-stock')),
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending','sent','failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    next_attempt_at TEXT,
    lease_until TEXT
  );
  INSERT INTO notices_v20 (id, order_id, kind, recipient, subject, text, state, attempts, last_error,
      created_at, sent_at, next_attempt_at, lease_until)
    SELECT id, order_id, kind, recipient, subject, text, state, attempts, last_error,
      created_at, sent_at, next_attempt_at, lease_until
    FROM notices ORDER BY rowid;
  DROP TABLE notices;
  ALTER TABLE notices_v20 RENAME TO notices;
  CREATE INDEX notices_created ON notices (created_at);
  CREATE INDEX notices_due ON notices (state, next_attempt_at);
  `,
  // v21: the barcode printed on an item, digits only (contract/barcodes.ts), unique where set as
  // the SKU is; the counter finds an item by it. It is part of a book's answer, so the catalogue
  // version's trigger names it. It is not searched by words (an exact code is looked up instead),
  // so the search version's trigger stays as it is.
  `
  ALTER TABLE books ADD COLUMN barcode TEXT;
  CREATE UNIQUE INDEX books_barcode ON books (barcode) WHERE barcode IS NOT NULL;

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, on_hand, sku, barcode, author, publisher, language ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v22: the counter sells too. An order has a channel; a walk-in sale keeps its India day and
  // its number in that day's series (unique, so two sales can never share one), the cash handed
  // over and the change, and its void. Returns of collected orders are kept with their lines. Stock
  // movements gain the counter's reasons: SQLite cannot widen a CHECK in place, so that table is
  // copied into its new shape.
  `
  ALTER TABLE orders ADD COLUMN channel TEXT NOT NULL DEFAULT 'online' CHECK (channel IN ('online','counter'));
  ALTER TABLE orders ADD COLUMN sale_day TEXT;
  ALTER TABLE orders ADD COLUMN sale_number INTEGER CHECK (sale_number IS NULL OR sale_number >= 1);
  ALTER TABLE orders ADD COLUMN tendered_paise INTEGER CHECK (tendered_paise IS NULL OR tendered_paise >= 0);
  ALTER TABLE orders ADD COLUMN change_paise INTEGER CHECK (change_paise IS NULL OR change_paise >= 0);
  ALTER TABLE orders ADD COLUMN void_reason TEXT;
  ALTER TABLE orders ADD COLUMN voided_at TEXT;
  CREATE UNIQUE INDEX orders_sale_number ON orders (sale_day, sale_number) WHERE sale_day IS NOT NULL;
  CREATE INDEX orders_channel_created ON orders (channel, created_at);

  CREATE TABLE order_returns (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL,
    at TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    refund_method TEXT NOT NULL CHECK (refund_method IN ('cash','upi','card')),
    refund_reference TEXT,
    reason TEXT NOT NULL
  );
  CREATE INDEX order_returns_order ON order_returns (order_id);
  CREATE INDEX order_returns_at ON order_returns (at);
  CREATE TABLE order_return_lines (
    return_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    book_id TEXT NOT NULL,
    title TEXT NOT NULL,
    price_paise INTEGER NOT NULL CHECK (price_paise >= 0),
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    PRIMARY KEY (return_id, position)
  );

  CREATE TABLE stock_movements_v22 (
    id TEXT PRIMARY KEY,
    book_id TEXT NOT NULL,
    at TEXT NOT NULL,
    change INTEGER NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN
      ('order','cancel','restock','correction','damaged','import','counter_sale','void','return')),
    stock_after INTEGER,
    order_id TEXT,
    owner_id TEXT
  );
  INSERT INTO stock_movements_v22 (id, book_id, at, change, reason, stock_after, order_id, owner_id)
    SELECT id, book_id, at, change, reason, stock_after, order_id, owner_id FROM stock_movements ORDER BY rowid;
  DROP TABLE stock_movements;
  ALTER TABLE stock_movements_v22 RENAME TO stock_movements;
  CREATE INDEX stock_movements_book_at ON stock_movements (book_id, at);
  CREATE INDEX stock_movements_order ON stock_movements (order_id) WHERE order_id IS NOT NULL;
  `,
  // v23: the shop's settings the owner edits in the dashboard, one JSON document per name (the GST
  // settings are "tax"): saved whole from one page, read whole by every bill.
  `
  CREATE TABLE shop_settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL CHECK (json_valid(value)),
    updated_at TEXT NOT NULL
  );
  `,
  // v24: the counter's days, each opened with a float and closed with a count and its Z report
  // (JSON, as it was answered), and the cash put in and taken out. The unique index on the open day lets only one of two racing opens commit. The
  // day's reports sum payments by when they were taken, so paid_at gets an index.
  `
  CREATE TABLE drawer_days (
    id TEXT PRIMARY KEY,
    date TEXT NOT NULL,
    opened_at TEXT NOT NULL,
    float_paise INTEGER NOT NULL CHECK (float_paise >= 0),
    closed_at TEXT,
    counted_paise INTEGER CHECK (counted_paise IS NULL OR counted_paise >= 0),
    report TEXT CHECK (report IS NULL OR json_valid(report)),
    CHECK ((closed_at IS NULL) = (report IS NULL) AND (closed_at IS NULL) = (counted_paise IS NULL))
  );
  CREATE UNIQUE INDEX drawer_days_one_open ON drawer_days ((closed_at IS NULL)) WHERE closed_at IS NULL;
  CREATE INDEX drawer_days_date ON drawer_days (date);
  CREATE INDEX drawer_days_closed ON drawer_days (closed_at) WHERE closed_at IS NOT NULL;
  CREATE TABLE cash_movements (
    id TEXT PRIMARY KEY,
    day_id TEXT NOT NULL REFERENCES drawer_days (id),
    at TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('in','out')),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    reason TEXT NOT NULL
  );
  CREATE INDEX cash_movements_day ON cash_movements (day_id, at);
  CREATE INDEX orders_paid_at ON orders (paid_at) WHERE paid_at IS NOT NULL;
  `,
  // v25: the bill of every sale and the credit note of every return of one, numbered in
  // a series per prefix, document and financial year. invoice_series holds each series' last
  // serial, taken in the sale's own transaction; the primary key and (series, serial) refuse a
  // number given twice. A sale has one bill and a return one credit note. Each line keeps the code,
  // rate and tax it was billed with. A collected order now tells its customer where the bill is:
  // the notices table is copied so its kind may be 'collected'.
  `
  CREATE TABLE invoice_series (
    series TEXT PRIMARY KEY,
    last INTEGER NOT NULL CHECK (last >= 1)
  );
  CREATE TABLE invoices (
    number TEXT PRIMARY KEY,
    series TEXT NOT NULL,
    serial INTEGER NOT NULL CHECK (serial >= 1),
    kind TEXT NOT NULL CHECK (kind IN ('tax-invoice','bill-of-supply','receipt','credit-note')),
    order_id TEXT NOT NULL,
    return_id TEXT,
    customer_uid TEXT NOT NULL,
    channel TEXT NOT NULL CHECK (channel IN ('online','counter')),
    payment_method TEXT CHECK (payment_method IS NULL OR payment_method IN ('cash','upi','card')),
    at TEXT NOT NULL,
    date TEXT NOT NULL,
    cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0,1)),
    buyer_name TEXT NOT NULL,
    buyer_gstin TEXT,
    seller_legal_name TEXT NOT NULL,
    seller_address TEXT NOT NULL,
    seller_gstin TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    taxable_paise INTEGER NOT NULL CHECK (taxable_paise >= 0),
    cgst_paise INTEGER NOT NULL CHECK (cgst_paise >= 0),
    sgst_paise INTEGER NOT NULL CHECK (sgst_paise >= 0),
    original_number TEXT,
    original_date TEXT,
    UNIQUE (series, serial),
    CHECK ((kind = 'credit-note') = (return_id IS NOT NULL AND original_number IS NOT NULL))
  );
  CREATE UNIQUE INDEX invoices_sale ON invoices (order_id) WHERE return_id IS NULL;
  CREATE UNIQUE INDEX invoices_return ON invoices (return_id) WHERE return_id IS NOT NULL;
  CREATE INDEX invoices_order ON invoices (order_id);
  CREATE INDEX invoices_at ON invoices (at);
  CREATE TABLE invoice_lines (
    invoice_number TEXT NOT NULL,
    position INTEGER NOT NULL,
    product_id TEXT,
    title TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    price_paise INTEGER NOT NULL CHECK (price_paise >= 0),
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    hsn TEXT NOT NULL,
    rate INTEGER NOT NULL CHECK (rate IN (0,5,12,18,28,40)),
    taxable_paise INTEGER NOT NULL CHECK (taxable_paise >= 0),
    cgst_paise INTEGER NOT NULL CHECK (cgst_paise >= 0),
    sgst_paise INTEGER NOT NULL CHECK (sgst_paise >= 0),
    PRIMARY KEY (invoice_number, position)
  );

  CREATE TABLE notices_v25 (
    id TEXT PRIMARY KEY,
    order_id TEXT,
    book_id TEXT,
    phone TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('placed','ready','collected','cancelled','back-in-stock')),
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending','sent','failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    next_attempt_at TEXT,
    lease_until TEXT
  );
  INSERT INTO notices_v25 (id, order_id, book_id, phone, kind, recipient, subject, text, state, attempts,
      last_error, created_at, sent_at, next_attempt_at, lease_until)
    SELECT id, order_id, book_id, phone, kind, recipient, subject, text, state, attempts,
      last_error, created_at, sent_at, next_attempt_at, lease_until
    FROM notices ORDER BY rowid;
  DROP TABLE notices;
  ALTER TABLE notices_v25 RENAME TO notices;
  CREATE INDEX notices_created ON notices (created_at);
  CREATE INDEX notices_due ON notices (state, next_attempt_at);
  `,
  // v26: an item's own HSN code and GST rate, billed in place of its category's (the tax
  // settings); none means the category's. Part of a book's answer, so the catalogue version's
  // trigger names them; not searched, so the search version's stays as it is.
  `
  ALTER TABLE books ADD COLUMN hsn TEXT
    CHECK (hsn IS NULL OR (length(hsn) IN (4, 6, 8) AND hsn NOT GLOB '*[^0-9]*'));
  ALTER TABLE books ADD COLUMN gst_rate INTEGER CHECK (gst_rate IS NULL OR gst_rate IN (0, 5, 12, 18, 28, 40));

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, on_hand, sku, barcode, author, publisher, language, hsn, gst_rate ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v27: customers who sign in by phone. An order keeps the number the sign-in verified (none for
  // older orders and for accounts without one) beside the one typed for pickup, and the language
  // its customer ordered in, which its notices are written in (English for every older order).
  `
  ALTER TABLE orders ADD COLUMN verified_phone TEXT;
  ALTER TABLE orders ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'hi'));
  `,
  // v28: school kits. One kit per school, class and year whatever their case
  // (school_key and class_key are folded by store/kit-rules.ts, where SQLite's lower() would miss
  // non-ASCII letters). A line names an item without a foreign key: an item deleted from the
  // catalogue leaves its line, which the kit shows as gone until the owner mends the list.
  `
  CREATE TABLE kits (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    school TEXT NOT NULL,
    class_name TEXT NOT NULL,
    academic_year TEXT NOT NULL,
    school_key TEXT NOT NULL,
    class_key TEXT NOT NULL,
    pricing_mode TEXT NOT NULL CHECK (pricing_mode IN ('sum','percentOff','fixed')),
    percent_off_hundredths INTEGER
      CHECK (percent_off_hundredths IS NULL OR percent_off_hundredths BETWEEN 0 AND 5000),
    fixed_price_paise INTEGER CHECK (fixed_price_paise IS NULL OR fixed_price_paise >= 0),
    published INTEGER NOT NULL CHECK (published IN (0,1)),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((pricing_mode = 'percentOff') = (percent_off_hundredths IS NOT NULL)),
    CHECK ((pricing_mode = 'fixed') = (fixed_price_paise IS NOT NULL))
  );
  CREATE UNIQUE INDEX kits_key ON kits (school_key, class_key, academic_year);
  CREATE TABLE kit_lines (
    kit_id TEXT NOT NULL REFERENCES kits (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    product_id TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
    optional INTEGER NOT NULL CHECK (optional IN (0,1)),
    PRIMARY KEY (kit_id, position),
    UNIQUE (kit_id, product_id)
  );
  CREATE INDEX kit_lines_product ON kit_lines (product_id);
  `,
  // v29: an order's book line that came from a school kit keeps the kit as it was when ordered
  // (its id, title, school and class, how many kits, and the kit item's place among the order's
  // items), so the kit shows and packs as one bag even after the owner edits or deletes it. All
  // six are set together or none is (a line ordered on its own).
  `
  ALTER TABLE order_lines ADD COLUMN kit_id TEXT;
  ALTER TABLE order_lines ADD COLUMN kit_title TEXT CHECK ((kit_title IS NULL) = (kit_id IS NULL));
  ALTER TABLE order_lines ADD COLUMN kit_school TEXT CHECK ((kit_school IS NULL) = (kit_id IS NULL));
  ALTER TABLE order_lines ADD COLUMN kit_class TEXT CHECK ((kit_class IS NULL) = (kit_id IS NULL));
  ALTER TABLE order_lines ADD COLUMN kit_count INTEGER
    CHECK ((kit_count IS NULL) = (kit_id IS NULL) AND (kit_count IS NULL OR kit_count >= 1));
  ALTER TABLE order_lines ADD COLUMN kit_group INTEGER
    CHECK ((kit_group IS NULL) = (kit_id IS NULL) AND (kit_group IS NULL OR kit_group >= 0));
  `,
  // v30: a bill keeps the heading it was printed under (a regular shop's Nil-rated sale is a bill
  // of supply, taxable and Nil lines together an invoice-cum-bill of supply) and how its seller
  // was registered. Bills issued before had one heading per kind, and the kind told the
  // registration; a credit note takes its bill's.
  `
  ALTER TABLE invoices ADD COLUMN title TEXT NOT NULL DEFAULT '';
  UPDATE invoices SET title = CASE kind
    WHEN 'tax-invoice' THEN 'Tax Invoice' WHEN 'bill-of-supply' THEN 'Bill of Supply'
    WHEN 'receipt' THEN 'Receipt' ELSE 'Credit Note' END;
  ALTER TABLE invoices ADD COLUMN seller_gst_mode TEXT NOT NULL DEFAULT 'regular'
    CHECK (seller_gst_mode IN ('unregistered','composition','regular'));
  UPDATE invoices SET seller_gst_mode = CASE kind
    WHEN 'bill-of-supply' THEN 'composition' WHEN 'receipt' THEN 'unregistered' ELSE 'regular' END
    WHERE kind != 'credit-note';
  UPDATE invoices SET seller_gst_mode = COALESCE(
      (SELECT bill.seller_gst_mode FROM invoices bill WHERE bill.number = invoices.original_number),
      'regular')
    WHERE kind = 'credit-note';
  `,
  // v31: what an item is counted and billed in, a GST unit quantity code (NOS unless the owner says),
  // and the unit each billed line was billed with. Lines billed before units were kept have none
  // and print their quantity alone, as they did. A book's unit is part of its answer, so the
  // catalogue version's trigger names it.
  `
  ALTER TABLE books ADD COLUMN unit TEXT NOT NULL DEFAULT 'NOS'
    CHECK (unit IN ('NOS','PCS','PAC','BOX','SET','DOZ','KGS','GMS','MTR','ROL','BTL','LTR','REM'));
  ALTER TABLE invoice_lines ADD COLUMN unit TEXT
    CHECK (unit IS NULL OR unit IN ('NOS','PCS','PAC','BOX','SET','DOZ','KGS','GMS','MTR','ROL','BTL','LTR','REM'));

  DROP TRIGGER books_version_update;
  CREATE TRIGGER books_version_update
    AFTER UPDATE OF title, description, category, trending, old_price_paise, new_price_paise,
      cover_image, stock, on_hand, sku, barcode, author, publisher, language, hsn, gst_rate, unit ON books
    BEGIN UPDATE catalogue_version SET version = version + 1; END;
  `,
  // v32: a bill names its buyer's address and state (with its GST code) when it has them: a
  // business buyer's always, and anyone's on a bill of ₹50,000 or more. Bills issued before named
  // a name and a GSTIN only.
  `
  ALTER TABLE invoices ADD COLUMN buyer_address TEXT;
  ALTER TABLE invoices ADD COLUMN buyer_state TEXT;
  ALTER TABLE invoices ADD COLUMN buyer_state_code TEXT
    CHECK (buyer_state_code IS NULL OR (length(buyer_state_code) = 2 AND buyer_state_code NOT GLOB '*[^0-9]*'));
  `,
  // v33: whether a back-in-stock request's phone is the number the customer's phone sign-in
  // verified. Requests on a typed number are limited per account, so they are counted by
  // customer. Older requests are taken as typed: nobody checked their number.
  `
  ALTER TABLE back_in_stock_requests ADD COLUMN phone_verified INTEGER NOT NULL DEFAULT 0
    CHECK (phone_verified IN (0,1));
  CREATE INDEX back_in_stock_customer ON back_in_stock_requests (customer_uid) WHERE notified_at IS NULL;
  `,
  // v34: one back-in-stock notice tells a WhatsApp number of every item back for it, so a notice
  // keeps the items it names (JSON, its book_id first). An older notice named its one item. The
  // requests waiting on a number and the notices to it are read by number.
  `
  ALTER TABLE notices ADD COLUMN book_ids TEXT;
  UPDATE notices SET book_ids = json_array(book_id) WHERE book_id IS NOT NULL;
  CREATE INDEX notices_phone ON notices (phone) WHERE phone IS NOT NULL;
  CREATE INDEX back_in_stock_phone ON back_in_stock_requests (phone) WHERE notified_at IS NULL;
  `,
  // v35: the owner's staff, each signing in with a PIN (kept hashed) at a device the owner opened
  // as a counter (found by its hashed key). Wrong PINs in a row lock a member for a while; a
  // member's session version goes up when they are deactivated, which ends their tokens.
  `
  CREATE TABLE staff (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('manager','cashier')),
    pin_hash TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0,1)),
    wrong_pins INTEGER NOT NULL DEFAULT 0 CHECK (wrong_pins >= 0),
    locked_until TEXT,
    session_version INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE counter_devices (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at TEXT
  );
  `,
  // v36: the audit log. Append-only: the triggers refuse an update or a delete from any code, and
  // each entry keeps the hash of the one before, so a row changed around them still shows.
  `
  CREATE TABLE audit_log (
    seq INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    actor_id TEXT,
    actor_name TEXT,
    actor_role TEXT CHECK (actor_role IS NULL OR actor_role IN ('owner','manager','cashier')),
    action TEXT NOT NULL,
    subject TEXT NOT NULL,
    details TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  );
  CREATE INDEX audit_log_at ON audit_log (at);
  CREATE INDEX audit_log_actor ON audit_log (actor_id, seq);
  CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
    BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
  `,
  // v37: who did it, on the counter's records: a sale's seller, who voided it and the manager
  // who approved that, who took a return back and who approved it; each by id and by the name
  // they had then, so a member renamed later leaves what they did under the old name. Records
  // made before name nobody (NULL).
  `
  ALTER TABLE orders ADD COLUMN cashier_id TEXT;
  ALTER TABLE orders ADD COLUMN cashier_name TEXT;
  ALTER TABLE orders ADD COLUMN voided_by_id TEXT;
  ALTER TABLE orders ADD COLUMN voided_by_name TEXT;
  ALTER TABLE orders ADD COLUMN void_approver_id TEXT;
  ALTER TABLE orders ADD COLUMN void_approver_name TEXT;
  ALTER TABLE order_returns ADD COLUMN by_id TEXT;
  ALTER TABLE order_returns ADD COLUMN by_name TEXT;
  ALTER TABLE order_returns ADD COLUMN approver_id TEXT;
  ALTER TABLE order_returns ADD COLUMN approver_name TEXT;
  `,
  // v38: who moved stock or cash: a count set or corrected, units sold, voided or taken back at
  // the counter, cash put in or taken out; by id and by the name they had then. owner_id stays
  // what it was (the account behind a change by hand or by import). Older movements name nobody.
  `
  ALTER TABLE stock_movements ADD COLUMN by_id TEXT;
  ALTER TABLE stock_movements ADD COLUMN by_name TEXT;
  ALTER TABLE cash_movements ADD COLUMN by_id TEXT;
  ALTER TABLE cash_movements ADD COLUMN by_name TEXT;
  `,
  // v39: a manager's dashboard login, set by the owner: a username unique among the staff (kept in
  // lower case) and a hashed password; NULL for those without one.
  `
  ALTER TABLE staff ADD COLUMN username TEXT;
  ALTER TABLE staff ADD COLUMN password_hash TEXT;
  CREATE UNIQUE INDEX staff_username ON staff (username) WHERE username IS NOT NULL;
  `,
  // v40: who did the rest of the counter's work: who opened the drawer's day (who closed it is in
  // its Z report), who moved an order to each status (the desk's ready, collected and cancelled,
  // the counter's sale and void), and the manager who approved a cashier's lower price on a sale.
  // By id and by the name they had then; records made before, and a customer's own moves, name
  // nobody (NULL).
  `
  ALTER TABLE drawer_days ADD COLUMN opened_by_id TEXT;
  ALTER TABLE drawer_days ADD COLUMN opened_by_name TEXT;
  ALTER TABLE order_status_history ADD COLUMN by_id TEXT;
  ALTER TABLE order_status_history ADD COLUMN by_name TEXT;
  ALTER TABLE orders ADD COLUMN price_approver_id TEXT;
  ALTER TABLE orders ADD COLUMN price_approver_name TEXT;
  `,
  // v41: the customers the shop knows by phone (regulars, schools, coaching classes), some to buy
  // on account up to a credit limit. One customer a number; found by name, number or GSTIN.
  `
  CREATE TABLE customers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    phone TEXT NOT NULL UNIQUE,
    gstin TEXT,
    address TEXT,
    state TEXT,
    state_code TEXT,
    credit_limit_paise INTEGER NOT NULL DEFAULT 0 CHECK (credit_limit_paise >= 0),
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en','hi')),
    notes TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX customers_name ON customers (name COLLATE NOCASE, id);
  `,
  // v42: customers' accounts. A counter sale may name its customer and be paid in parts, some on
  // the account (the parts as JSON, so a day's takings are summed per part; a sale paid one way
  // keeps its one method as before). Each entry of an account (a bill on account, a void, a return
  // to the account, a payment with its receipt number) is a row; the balance is their sum. A
  // refund may now go to the account: order_returns is copied so its method may be 'account'. A
  // customer remembers when they were last reminded of what they owe.
  `
  ALTER TABLE orders ADD COLUMN customer_id TEXT;
  ALTER TABLE orders ADD COLUMN payment_parts TEXT;
  CREATE INDEX orders_customer ON orders (customer_id) WHERE customer_id IS NOT NULL;
  ALTER TABLE customers ADD COLUMN reminded_at TEXT;
  ALTER TABLE invoices ADD COLUMN payment_parts TEXT;

  CREATE TABLE account_entries (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    kind TEXT NOT NULL CHECK (kind IN ('sale','void','return','payment')),
    amount_paise INTEGER NOT NULL,
    at TEXT NOT NULL,
    date TEXT NOT NULL,
    document TEXT,
    order_id TEXT,
    method TEXT CHECK (method IS NULL OR method IN ('cash','upi','card')),
    reference TEXT,
    note TEXT,
    advance INTEGER NOT NULL DEFAULT 0 CHECK (advance IN (0,1)),
    by_id TEXT,
    by_name TEXT
  );
  CREATE INDEX account_entries_customer ON account_entries (customer_id, at);
  CREATE INDEX account_entries_at ON account_entries (at);
  CREATE UNIQUE INDEX account_entries_receipt ON account_entries (document) WHERE kind = 'payment';

  CREATE TABLE order_returns_v42 (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL,
    at TEXT NOT NULL,
    amount_paise INTEGER NOT NULL CHECK (amount_paise >= 0),
    refund_method TEXT NOT NULL CHECK (refund_method IN ('cash','upi','card','account')),
    refund_reference TEXT,
    reason TEXT NOT NULL,
    by_id TEXT,
    by_name TEXT,
    approver_id TEXT,
    approver_name TEXT
  );
  INSERT INTO order_returns_v42 (id, order_id, at, amount_paise, refund_method, refund_reference, reason,
    by_id, by_name, approver_id, approver_name)
  SELECT id, order_id, at, amount_paise, refund_method, refund_reference, reason, by_id, by_name,
    approver_id, approver_name FROM order_returns ORDER BY rowid;
  DROP TABLE order_returns;
  ALTER TABLE order_returns_v42 RENAME TO order_returns;
  CREATE INDEX order_returns_order ON order_returns (order_id);
  CREATE INDEX order_returns_at ON order_returns (at);
  `,
  // v43: the distributors the shop buys from. One supplier a GSTIN; the state decides between
  // CGST with SGST and IGST on their bills, so it is always known.
  `
  CREATE TABLE suppliers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    gstin TEXT UNIQUE,
    address TEXT NOT NULL,
    state TEXT NOT NULL,
    state_code TEXT NOT NULL,
    phone TEXT,
    payment_terms_days INTEGER NOT NULL DEFAULT 0 CHECK (payment_terms_days >= 0),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX suppliers_name ON suppliers (name COLLATE NOCASE, id);
  `,
  // v44: purchase bills. A bill brings units in (movement 'purchase', naming it) and moves each
  // item's cost to the weighted average of what is on hand and what came in; a cancel takes them
  // back ('purchase_cancel'). A supplier's bill number is theirs once a financial year, among the
  // bills not cancelled. stock_movements is copied so its reasons may name purchases.
  `
  ALTER TABLE books ADD COLUMN cost_paise INTEGER CHECK (cost_paise IS NULL OR cost_paise >= 0);
  ALTER TABLE books ADD COLUMN last_supplier_id TEXT;

  CREATE TABLE purchases (
    id TEXT PRIMARY KEY,
    supplier_id TEXT NOT NULL REFERENCES suppliers(id),
    supplier TEXT NOT NULL,
    bill_number TEXT NOT NULL,
    bill_key TEXT NOT NULL,
    bill_date TEXT NOT NULL,
    financial_year TEXT NOT NULL,
    inter_state INTEGER NOT NULL CHECK (inter_state IN (0,1)),
    lines TEXT NOT NULL,
    totals TEXT NOT NULL,
    total_paise INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('posted','cancelled')),
    at TEXT NOT NULL,
    by_id TEXT,
    by_name TEXT,
    cancelled_at TEXT,
    cancelled_by_id TEXT,
    cancelled_by_name TEXT
  );
  CREATE UNIQUE INDEX purchases_bill ON purchases (supplier_id, financial_year, bill_key)
    WHERE status = 'posted';
  CREATE INDEX purchases_date ON purchases (bill_date, at);

  CREATE TABLE stock_movements_v44 (
    id TEXT PRIMARY KEY,
    book_id TEXT NOT NULL,
    at TEXT NOT NULL,
    change INTEGER NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ('order','cancel','restock','correction','damaged','import',
      'counter_sale','void','return','purchase','purchase_cancel')),
    stock_after INTEGER,
    order_id TEXT,
    owner_id TEXT,
    by_id TEXT,
    by_name TEXT,
    purchase_id TEXT
  );
  INSERT INTO stock_movements_v44 (id, book_id, at, change, reason, stock_after, order_id, owner_id, by_id, by_name)
    SELECT id, book_id, at, change, reason, stock_after, order_id, owner_id, by_id, by_name
    FROM stock_movements ORDER BY rowid;
  DROP TABLE stock_movements;
  ALTER TABLE stock_movements_v44 RENAME TO stock_movements;
  CREATE INDEX stock_movements_book_at ON stock_movements (book_id, at);
  CREATE INDEX stock_movements_order ON stock_movements (order_id) WHERE order_id IS NOT NULL;
  CREATE INDEX stock_movements_purchase ON stock_movements (purchase_id) WHERE purchase_id IS NOT NULL;
  `,
  // v45: each sold line keeps what a unit of its item cost the shop when it was sold (placed
  // online, or sold at the counter): the margin's source. Lines sold before have none.
  `
  ALTER TABLE order_lines ADD COLUMN cost_paise INTEGER;
  `,
  // v46: payments to suppliers. What the shop owes a supplier is its posted bills less these.
  `
  CREATE TABLE supplier_payments (
    id TEXT PRIMARY KEY,
    supplier_id TEXT NOT NULL REFERENCES suppliers(id),
    amount_paise INTEGER NOT NULL CHECK (amount_paise > 0),
    method TEXT NOT NULL CHECK (method IN ('cash','upi','bank','cheque')),
    reference TEXT,
    date TEXT NOT NULL,
    at TEXT NOT NULL,
    by_id TEXT,
    by_name TEXT
  );
  CREATE INDEX supplier_payments_supplier ON supplier_payments (supplier_id, date, at);
  `,
  // v47: when to buy again. An item may carry the level at or below which it is to be reordered
  // and how many to order then; a kit may carry how many of it the shop expects to sell.
  `
  ALTER TABLE books ADD COLUMN reorder_level INTEGER CHECK (reorder_level IS NULL OR reorder_level >= 0);
  ALTER TABLE books ADD COLUMN reorder_quantity INTEGER CHECK (reorder_quantity IS NULL OR reorder_quantity > 0);
  ALTER TABLE kits ADD COLUMN expected_kits INTEGER CHECK (expected_kits IS NULL OR expected_kits > 0);
  `,
  // v48: purchase orders, numbered in a series of their own ("SB/PO26-27/00001"). A bill entered
  // against one names it, and its lines count as received on the order.
  `
  CREATE TABLE purchase_orders (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    financial_year TEXT NOT NULL,
    supplier_id TEXT NOT NULL REFERENCES suppliers(id),
    supplier TEXT NOT NULL,
    date TEXT NOT NULL,
    lines TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('open','part_received','received','closed')),
    at TEXT NOT NULL,
    by_id TEXT,
    by_name TEXT,
    closed_at TEXT,
    closed_by_id TEXT,
    closed_by_name TEXT
  );
  CREATE INDEX purchase_orders_at ON purchase_orders (at, id);
  CREATE INDEX purchase_orders_supplier ON purchase_orders (supplier_id, at);
  CREATE INDEX purchase_orders_status ON purchase_orders (status, at);
  ALTER TABLE purchases ADD COLUMN purchase_order_id TEXT REFERENCES purchase_orders(id);
  `,
];

/** `target` exists for tests that need a file as an older build left it. */
export function migrate(db: Database.Database, target = migrations.length): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `Database schema version ${current} is newer than this build knows (${migrations.length}).`,
    );
  }
  for (let version = current; version < target; version++) {
    const step = migrations[version]!;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export const schemaVersion = migrations.length;
