import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KitInput } from '../contract';
import { availableAdapters } from '../../test/temp-store';
import { DuplicateKitError, KitGoneError, type Store } from './store';

const pen = 'a'.repeat(24);
const notebook = 'b'.repeat(24);
const crayons = 'c'.repeat(24);

const kit = (overrides: Partial<KitInput> = {}): KitInput => ({
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: notebook, quantity: 9, optional: false },
    { productId: pen, quantity: 2, optional: false },
    { productId: crayons, quantity: 1, optional: true },
  ],
  pricing: { mode: 'sum' },
  published: true,
  notes: '',
  expectedKits: null,
  ...overrides,
});

describe.each(availableAdapters())('store contract, school kits: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  it('when a kit is created, then it reads back whole, its lines in the list’s order, each pricing as given', async () => {
    const created = await store.kits.create(
      kit({ notes: 'Cover the books in brown paper', expectedKits: 40 }),
    );
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      ...kit({ notes: 'Cover the books in brown paper', expectedKits: 40 }),
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
    });
    expect(await store.kits.get(created._id)).toEqual(created);

    const percent = await store.kits.create(
      kit({ className: 'Class 6', pricing: { mode: 'percentOff', percent: 12.25 } }),
    );
    const fixed = await store.kits.create(
      kit({ className: 'Class 7', pricing: { mode: 'fixed', price: 1499.99 } }),
    );
    expect((await store.kits.get(percent._id))!.pricing).toEqual({ mode: 'percentOff', percent: 12.25 });
    expect((await store.kits.get(fixed._id))!.pricing).toEqual({ mode: 'fixed', price: 1499.99 });
    expect(await store.kits.get('f'.repeat(24))).toBeNull();
  });

  it('when kits are read many at once, then the known ones come back in the order asked, once each', async () => {
    const five = await store.kits.create(kit());
    const six = await store.kits.create(kit({ className: 'Class 6' }));
    const kits = await store.kits.getMany([six._id, 'f'.repeat(24), five._id, six._id]);
    expect(kits.map((one) => one.className)).toEqual(['Class 6', 'Class 5']);
    expect(kits[1]!.lines).toHaveLength(3);
    expect(await store.kits.getMany([])).toEqual([]);
  });

  it('when kits are listed, then they come by school A→Z, class in natural order, newest year first', async () => {
    await store.kits.create(kit({ className: 'Class 10' }));
    await store.kits.create(kit({ className: 'Class 2' }));
    await store.kits.create(kit({ className: 'Class 2', academicYear: '2027-28' }));
    await store.kits.create(
      kit({ school: 'Bishop Cotton', title: 'Nursery, Bishop Cotton', className: 'Nursery' }),
    );
    const list = await store.kits.list({});
    expect(list.map((one) => `${one.school} / ${one.className} / ${one.academicYear}`)).toEqual([
      'Bishop Cotton / Nursery / 2026-27',
      "St. Xavier's / Class 2 / 2027-28",
      "St. Xavier's / Class 2 / 2026-27",
      "St. Xavier's / Class 10 / 2026-27",
    ]);
    expect(list[0]!.lines).toHaveLength(3);
  });

  it('when kits are filtered, then school and class match in any case, the year exactly, and the storefront sees only published ones', async () => {
    await store.kits.create(kit());
    await store.kits.create(kit({ className: 'Class 6', published: false }));
    await store.kits.create(kit({ academicYear: '2027-28' }));
    await store.kits.create(kit({ school: 'Bishop Cotton', title: 'Class 5, Bishop Cotton' }));
    const names = async (filter: Parameters<Store['kits']['list']>[0]) =>
      (await store.kits.list(filter)).map((one) => `${one.school} ${one.className} ${one.academicYear}`);

    expect(await names({ school: "st. XAVIER'S" })).toEqual([
      "St. Xavier's Class 5 2027-28",
      "St. Xavier's Class 5 2026-27",
      "St. Xavier's Class 6 2026-27",
    ]);
    expect(await names({ school: "St. Xavier's", publishedOnly: true })).toEqual([
      "St. Xavier's Class 5 2027-28",
      "St. Xavier's Class 5 2026-27",
    ]);
    expect(await names({ className: 'class 6' })).toEqual(["St. Xavier's Class 6 2026-27"]);
    expect(await names({ className: 'class 6', publishedOnly: true })).toEqual([]);
    expect(await names({ academicYear: '2027-28' })).toEqual(["St. Xavier's Class 5 2027-28"]);
    expect(await names({ school: 'Bishop Cotton', className: 'Class 5', academicYear: '2026-27' })).toEqual([
      'Bishop Cotton Class 5 2026-27',
    ]);
    expect(await names({ school: 'Bishop' })).toEqual([]);
  });

  it('when kits are searched, then each word must start a word of the title, school or class, in any case', async () => {
    await store.kits.create(kit());
    await store.kits.create(
      kit({
        school: 'Bishop Cotton',
        className: 'Nursery',
        title: 'Nursery list, Bishop Cotton',
        published: false,
      }),
    );
    const schools = async (q: string, publishedOnly = false) =>
      (await store.kits.list({ q, publishedOnly })).map((one) => one.school);

    expect(await schools('xav')).toEqual(["St. Xavier's"]);
    expect(await schools('XAVIER 5')).toEqual(["St. Xavier's"]);
    expect(await schools('avier')).toEqual([]);
    expect(await schools('nurs cott')).toEqual(['Bishop Cotton']);
    expect(await schools('nurs', true)).toEqual([]);
    expect(await schools('list')).toEqual(['Bishop Cotton']);
    expect(await schools('   ')).toEqual(['Bishop Cotton', "St. Xavier's"]);
  });

  it('when a kit is looked up by its key, then case and extra spaces do not matter, the year does', async () => {
    const created = await store.kits.create(kit());
    expect(
      await store.kits.findByKey({
        school: "  ST.  xavier's ",
        className: 'CLASS 5',
        academicYear: '2026-27',
      }),
    ).toEqual(created);
    expect(
      await store.kits.findByKey({ school: "St. Xavier's", className: 'Class 5', academicYear: '2027-28' }),
    ).toBeNull();
  });

  it('when a second kit is made for the same school, class and year in another case, then it is refused', async () => {
    await store.kits.create(kit());
    await expect(
      store.kits.create(kit({ school: "ST. XAVIER'S", className: 'class 5' })),
    ).rejects.toBeInstanceOf(DuplicateKitError);
    expect(await store.kits.list({})).toHaveLength(1);
  });

  it('when a kit is updated, then everything but its id and creation time is replaced; an unknown id answers null', async () => {
    const created = await store.kits.create(kit());
    const changed = kit({
      title: 'Class 5 (new list)',
      lines: [{ productId: crayons, quantity: 3, optional: false }],
      pricing: { mode: 'fixed', price: 350 },
      published: false,
      notes: 'Changed in May',
      expectedKits: null,
    });
    const updated = await store.kits.update(created._id, changed);
    expect(updated).toEqual({
      _id: created._id,
      ...changed,
      createdAt: created.createdAt,
      updatedAt: expect.any(String),
    });
    expect(updated!.updatedAt >= created.updatedAt).toBe(true);
    expect(await store.kits.get(created._id)).toEqual(updated);
    expect(await store.kits.update('f'.repeat(24), changed)).toBeNull();
  });

  it('when a kit is updated onto another kit’s key, then it is refused and stays as it was', async () => {
    await store.kits.create(kit());
    const six = await store.kits.create(kit({ className: 'Class 6' }));
    await expect(
      store.kits.update(six._id, kit({ className: 'CLASS 5', title: 'Another' })),
    ).rejects.toBeInstanceOf(DuplicateKitError);
    expect(await store.kits.get(six._id)).toEqual(six);
  });

  it('when a kit is removed, then it is gone with its lines and the items stay in the catalogue', async () => {
    const book = await store.books.create({
      title: 'Notebook, single line',
      description: '172 pages',
      category: 'book',
      trending: false,
      oldPrice: 60,
      newPrice: 55,
      coverImage: 'notebook.webp',
      stock: 40,
      sku: 'NB-172',
    });
    const created = await store.kits.create(
      kit({ lines: [{ productId: book._id, quantity: 9, optional: false }] }),
    );
    expect(await store.kits.remove(created._id)).toBe(true);
    expect(await store.kits.remove(created._id)).toBe(false);
    expect(await store.kits.get(created._id)).toBeNull();
    expect(await store.kits.list({})).toEqual([]);
    expect(await store.books.get(book._id)).toEqual(book);
    // The key is free again.
    expect((await store.kits.create(kit())).className).toBe('Class 5');
  });

  it('when an import writes kits, then new ones are created and a replaced one gets the new lines, keeping its title, pricing and published', async () => {
    const existing = await store.kits.create(
      kit({
        title: 'Class 5 as the owner named it',
        pricing: { mode: 'percentOff', percent: 10 },
        published: true,
      }),
    );
    const newLines = [{ productId: pen, quantity: 4, optional: false }];
    const written = await store.kits.importMany([
      { action: 'replace', id: existing._id, lines: newLines },
      { action: 'create', input: kit({ className: 'Class 6', published: false }) },
    ]);
    expect(written.map((one) => [one.className, one.title, one.lines])).toEqual([
      ['Class 5', 'Class 5 as the owner named it', newLines],
      ['Class 6', "Class 5, St. Xavier's 2026-27", kit().lines],
    ]);
    const replaced = (await store.kits.get(existing._id))!;
    expect(replaced).toMatchObject({
      pricing: { mode: 'percentOff', percent: 10 },
      published: true,
      lines: newLines,
    });
    expect(replaced.createdAt).toBe(existing.createdAt);
    expect(await store.kits.list({})).toHaveLength(2);
  });

  it('when an import holds one key twice, then nothing of it is written', async () => {
    const existing = await store.kits.create(kit());
    await expect(
      store.kits.importMany([
        { action: 'replace', id: existing._id, lines: [{ productId: pen, quantity: 1, optional: false }] },
        { action: 'create', input: kit({ className: 'Class 6' }) },
        { action: 'create', input: kit({ className: 'class 6' }) },
      ]),
    ).rejects.toBeInstanceOf(DuplicateKitError);
    expect(await store.kits.list({})).toEqual([existing]);
  });

  it('when an import creates a kit that exists already, or replaces one deleted meanwhile, then nothing of it is written', async () => {
    const existing = await store.kits.create(kit());
    const gone = await store.kits.create(kit({ className: 'Class 8' }));
    await store.kits.remove(gone._id);
    await expect(
      store.kits.importMany([
        { action: 'create', input: kit({ className: 'Class 6' }) },
        { action: 'create', input: kit({ school: "st. xavier's" }) },
      ]),
    ).rejects.toBeInstanceOf(DuplicateKitError);
    await expect(
      store.kits.importMany([
        { action: 'create', input: kit({ className: 'Class 7' }) },
        { action: 'replace', id: gone._id, lines: kit().lines },
      ]),
    ).rejects.toBeInstanceOf(KitGoneError);
    expect(await store.kits.list({})).toEqual([existing]);
  });
});
