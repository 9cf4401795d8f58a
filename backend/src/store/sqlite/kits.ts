import type Database from 'better-sqlite3';
import type { Kit, KitInput, KitLine } from '../../contract';
import { newId } from '../ids';
import { DuplicateKitError, KitGoneError, type KitKey, type KitStore } from '../kit-contract';
import { kitFilterKeys, kitKeyOf, kitsMatching, toKitPricing, toKitPricingRecord } from '../kit-rules';
import type { KitPricingRecord, KitRecord } from '../records';

interface KitRow {
  id: string;
  title: string;
  school: string;
  className: string;
  academicYear: string;
  pricingMode: KitPricingRecord['mode'];
  percentOffHundredths: number | null;
  fixedPricePaise: number | null;
  published: number;
  notes: string;
  expectedKits: number | null;
  createdAt: string;
  updatedAt: string;
}

type LineRow = { kitId: string; productId: string; quantity: number; optional: number };

const KIT_COLUMNS = `id, title, school, class_name AS className, academic_year AS academicYear,
  pricing_mode AS pricingMode, percent_off_hundredths AS percentOffHundredths,
  fixed_price_paise AS fixedPricePaise, published, notes, expected_kits AS expectedKits,
  created_at AS createdAt, updated_at AS updatedAt`;

const LINE_COLUMNS = 'kit_id AS kitId, product_id AS productId, quantity, optional';

function pricingOf(row: KitRow): KitPricingRecord {
  if (row.pricingMode === 'fixed') return { mode: 'fixed', pricePaise: row.fixedPricePaise! };
  if (row.pricingMode === 'percentOff') {
    return { mode: 'percentOff', percent: row.percentOffHundredths! / 100 };
  }
  return { mode: 'sum' };
}

const toLine = (row: LineRow): KitLine => ({
  productId: row.productId,
  quantity: row.quantity,
  optional: row.optional === 1,
});

/** A kit as kept: its pricing in paise, for the snapshot. */
export const toKitRecord = (row: KitRow, lines: KitLine[]): { id: string } & KitRecord<string> => ({
  id: row.id,
  title: row.title,
  school: row.school,
  className: row.className,
  academicYear: row.academicYear,
  lines,
  pricing: pricingOf(row),
  published: row.published === 1,
  notes: row.notes,
  expectedKits: row.expectedKits,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const toKit = (row: KitRow, lines: KitLine[]): Kit => {
  const { id, pricing, ...record } = toKitRecord(row, lines);
  return { _id: id, ...record, pricing: toKitPricing(pricing) };
};

/** Every kit with its lines, as kept, for the snapshot (expected numbers since `withExpected`); oldest first. */
export function readKitRecords(
  db: Database.Database,
  withExpected: boolean,
): ({ id: string } & KitRecord<string>)[] {
  const columns = withExpected ? KIT_COLUMNS : KIT_COLUMNS.replace('expected_kits AS', 'NULL AS');
  const rows = db.prepare<[], KitRow>(`SELECT ${columns} FROM kits ORDER BY created_at, rowid`).all();
  const lines = db
    .prepare<[], LineRow>(`SELECT ${LINE_COLUMNS} FROM kit_lines ORDER BY kit_id, position`)
    .all();
  const linesByKit = groupLines(lines);
  return rows.map((row) => toKitRecord(row, linesByKit.get(row.id) ?? []));
}

function groupLines(rows: LineRow[]): Map<string, KitLine[]> {
  const byKit = new Map<string, KitLine[]>();
  for (const row of rows) {
    const lines = byKit.get(row.kitId) ?? [];
    lines.push(toLine(row));
    byKit.set(row.kitId, lines);
  }
  return byKit;
}

const isKeyRefused = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('kits.school_key');

export function createSqliteKitStore(db: Database.Database): KitStore {
  const selectById = db.prepare<[string], KitRow>(`SELECT ${KIT_COLUMNS} FROM kits WHERE id = ?`);
  const selectByIds = db.prepare<[string], KitRow>(
    `SELECT ${KIT_COLUMNS} FROM kits WHERE id IN (SELECT value FROM json_each(?))`,
  );
  const selectByKey = db.prepare<ReturnType<typeof kitKeyOf>, KitRow>(
    `SELECT ${KIT_COLUMNS} FROM kits
     WHERE school_key = @schoolKey AND class_key = @classKey AND academic_year = @academicYear`,
  );
  const selectFiltered = db.prepare<
    { schoolKey: string | null; classKey: string | null; academicYear: string | null; published: number },
    KitRow
  >(
    `SELECT ${KIT_COLUMNS} FROM kits
     WHERE (@schoolKey IS NULL OR school_key = @schoolKey)
       AND (@classKey IS NULL OR class_key = @classKey)
       AND (@academicYear IS NULL OR academic_year = @academicYear)
       AND (@published = 0 OR published = 1)`,
  );
  const selectLines = db.prepare<[string], LineRow>(
    `SELECT ${LINE_COLUMNS} FROM kit_lines WHERE kit_id IN (SELECT value FROM json_each(?))
     ORDER BY kit_id, position`,
  );
  const insertKit = db.prepare(
    `INSERT INTO kits (id, title, school, class_name, academic_year, school_key, class_key,
       pricing_mode, percent_off_hundredths, fixed_price_paise, published, notes, expected_kits, created_at,
       updated_at)
     VALUES (@id, @title, @school, @className, @academicYear, @schoolKey, @classKey, @pricingMode,
       @percentOffHundredths, @fixedPricePaise, @published, @notes, @expectedKits, @now, @now)`,
  );
  const updateKit = db.prepare(
    `UPDATE kits SET title = @title, school = @school, class_name = @className,
       academic_year = @academicYear, school_key = @schoolKey, class_key = @classKey,
       pricing_mode = @pricingMode, percent_off_hundredths = @percentOffHundredths,
       fixed_price_paise = @fixedPricePaise, published = @published, notes = @notes,
       expected_kits = @expectedKits, updated_at = @now
     WHERE id = @id`,
  );
  const touchKit = db.prepare('UPDATE kits SET updated_at = ? WHERE id = ?');
  const insertLine = db.prepare(
    `INSERT INTO kit_lines (kit_id, position, product_id, quantity, optional)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const deleteLines = db.prepare('DELETE FROM kit_lines WHERE kit_id = ?');
  const deleteKit = db.prepare('DELETE FROM kits WHERE id = ?');

  /** Kits with their lines, read in two queries whatever their number. */
  function withLines(rows: KitRow[]): Kit[] {
    if (rows.length === 0) return [];
    const lines = groupLines(selectLines.all(JSON.stringify(rows.map((row) => row.id))));
    return rows.map((row) => toKit(row, lines.get(row.id) ?? []));
  }

  const readOne = (id: string): Kit | null => {
    const row = selectById.get(id);
    return row ? withLines([row])[0]! : null;
  };

  function writeLines(kitId: string, lines: readonly KitLine[]) {
    deleteLines.run(kitId);
    lines.forEach((line, position) =>
      insertLine.run(kitId, position, line.productId, line.quantity, line.optional ? 1 : 0),
    );
  }

  function kitParams(input: KitInput, now: string) {
    const pricing = toKitPricingRecord(input.pricing);
    return {
      title: input.title,
      school: input.school,
      className: input.className,
      ...kitKeyOf(input),
      pricingMode: pricing.mode,
      percentOffHundredths: pricing.mode === 'percentOff' ? Math.round(pricing.percent * 100) : null,
      fixedPricePaise: pricing.mode === 'fixed' ? pricing.pricePaise : null,
      published: input.published ? 1 : 0,
      notes: input.notes,
      expectedKits: input.expectedKits,
      now,
    };
  }

  /** Runs a write; the key's unique index refusing it becomes the contract's error. */
  function guardKey<T>(key: KitKey, write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (isKeyRefused(error)) throw new DuplicateKitError(key);
      throw error;
    }
  }

  function createOne(input: KitInput, now: string): string {
    const id = newId();
    guardKey(input, () => insertKit.run({ id, ...kitParams(input, now) }));
    writeLines(id, input.lines);
    return id;
  }

  const create = db.transaction((input: KitInput) => createOne(input, new Date().toISOString()));

  const update = db.transaction((id: string, input: KitInput) => {
    const changed = guardKey(input, () =>
      updateKit.run({ id, ...kitParams(input, new Date().toISOString()) }),
    );
    if (changed.changes === 0) return false;
    writeLines(id, input.lines);
    return true;
  });

  const remove = db.transaction((id: string) => {
    deleteLines.run(id);
    return deleteKit.run(id).changes > 0;
  });

  const importMany = db.transaction((writes: Parameters<KitStore['importMany']>[0]) => {
    const now = new Date().toISOString();
    return writes.map((write) => {
      if (write.action === 'create') return createOne(write.input, now);
      if (touchKit.run(now, write.id).changes === 0) throw new KitGoneError(write.id);
      writeLines(write.id, write.lines);
      return write.id;
    });
  });

  return {
    async list(filter) {
      const keys = kitFilterKeys(filter);
      const rows = selectFiltered.all({
        schoolKey: keys.schoolKey ?? null,
        classKey: keys.classKey ?? null,
        academicYear: keys.academicYear ?? null,
        published: filter.publishedOnly ? 1 : 0,
      });
      return withLines(kitsMatching(rows, filter.q));
    },
    async get(id) {
      return readOne(id);
    },
    async getMany(ids) {
      const unique = [...new Set(ids)];
      const byId = new Map(withLines(selectByIds.all(JSON.stringify(unique))).map((kit) => [kit._id, kit]));
      return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    },
    async findByKey(key) {
      const row = selectByKey.get(kitKeyOf(key));
      return row ? withLines([row])[0]! : null;
    },
    async create(input) {
      return readOne(create.immediate(input))!;
    },
    async update(id, input) {
      return update.immediate(id, input) ? readOne(id) : null;
    },
    async remove(id) {
      return remove.immediate(id);
    },
    async importMany(writes) {
      const ids = importMany.immediate(writes);
      return ids.map((id) => readOne(id)!);
    },
  };
}
