import { describe, expect, it } from 'vitest';
import { asPaise, kitPricePaise, type Kit, type KitPricing } from '../contract';
import { AppError } from '../errors';
import type { BookLineInput } from '../store/store';
import { kitItemLines, splitShare, type KitItemBook } from './kit-lines';

const NOTEBOOK = 'a'.repeat(24);
const COVER = 'b'.repeat(24);
const CRAYONS = 'c'.repeat(24);
const GEOMETRY = 'd'.repeat(24);

const books = new Map<string, KitItemBook & { stock: number | null }>([
  [NOTEBOOK, { title: 'Single-line notebook', newPrice: 33.33, coverImage: 'n.webp', stock: 40 }],
  [COVER, { title: 'Brown cover roll', newPrice: 10.01, coverImage: 'c.webp', stock: null }],
  [CRAYONS, { title: 'Crayon box', newPrice: 47, coverImage: 'k.webp', stock: 5 }],
  [GEOMETRY, { title: 'Geometry box', newPrice: 120, coverImage: 'g.webp', stock: 2 }],
]);

const kitOf = (pricing: KitPricing, overrides: Partial<Kit> = {}): Kit => ({
  _id: 'e'.repeat(24),
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: NOTEBOOK, quantity: 9, optional: false },
    { productId: COVER, quantity: 2, optional: false },
    { productId: CRAYONS, quantity: 1, optional: false },
    { productId: GEOMETRY, quantity: 1, optional: true },
  ],
  pricing,
  published: true,
  notes: '',
  expectedKits: null,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...overrides,
});

const totalPaise = (lines: readonly BookLineInput[]) =>
  lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
const unitsOf = (lines: readonly BookLineInput[], productId: string) =>
  lines.filter((line) => line.bookId === productId).reduce((sum, line) => sum + line.quantity, 0);
/** One kit's price as the parent sees it, with the geometry box left out. */
const withoutGeometry = (pricing: KitPricing) =>
  kitPricePaise(pricing, [
    { price: 33.33, quantity: 9 },
    { price: 10.01, quantity: 2 },
    { price: 47, quantity: 1 },
  ]);

/** A day in the kits' school year, 2026-27. */
const AT = new Date('2026-11-26T06:00:00Z');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { type: error.type, issues: error.issues };
    throw error;
  }
  throw new Error('not refused');
};

describe('a kit in an order, listed item by item', () => {
  it.each<[string, KitPricing]>([
    ['sum', { mode: 'sum' }],
    ['0% off', { mode: 'percentOff', percent: 0 }],
    ['50% off', { mode: 'percentOff', percent: 50 }],
    ['17.5% off', { mode: 'percentOff', percent: 17.5 }],
    ['a fixed price', { mode: 'fixed', price: 333.33 }],
  ])(
    'when 3 kits priced at %s are ordered without the optional item, then the lines add up to 3 × the kit to the paisa',
    (_case, pricing) => {
      const lines = kitItemLines(
        { kitId: 'e'.repeat(24), quantity: 3, omit: [GEOMETRY] },
        2,
        kitOf(pricing),
        books,
        AT,
      );
      expect(totalPaise(lines)).toBe(3 * withoutGeometry(pricing));
      expect(lines.some((line) => line.bookId === GEOMETRY)).toBe(false);
      expect([unitsOf(lines, NOTEBOOK), unitsOf(lines, COVER), unitsOf(lines, CRAYONS)]).toEqual([27, 6, 3]);
      for (const line of lines) expect(Number.isInteger(line.unitPricePaise)).toBe(true);
    },
  );

  it('when 0% is off, then each line is charged its own price', () => {
    const lines = kitItemLines(
      { kitId: 'e'.repeat(24), quantity: 1, omit: [] },
      0,
      kitOf({ mode: 'percentOff', percent: 0 }),
      books,
      AT,
    );
    expect(lines.map(({ bookId, unitPricePaise, quantity }) => [bookId, unitPricePaise, quantity])).toEqual([
      [NOTEBOOK, 3333, 9],
      [COVER, 1001, 2],
      [CRAYONS, 4700, 1],
      [GEOMETRY, 12000, 1],
    ]);
  });

  it("when a line's share does not divide by its units, then it becomes two lines one paisa apart", () => {
    // 50% off 366.99 is 183.49: the notebooks' share of it, 149.98, does not divide by 9.
    const lines = kitItemLines(
      { kitId: 'e'.repeat(24), quantity: 1, omit: [GEOMETRY] },
      0,
      kitOf({ mode: 'percentOff', percent: 50 }),
      books,
      AT,
    );
    const notebooks = lines.filter((line) => line.bookId === NOTEBOOK);
    expect(notebooks).toHaveLength(2);
    expect(notebooks[1]!.unitPricePaise - notebooks[0]!.unitPricePaise).toBe(1);
    expect(notebooks[0]!.quantity + notebooks[1]!.quantity).toBe(9);
    expect(totalPaise(lines)).toBe(withoutGeometry({ mode: 'percentOff', percent: 50 }));
  });

  it('when lines come from a kit, then each carries the kit, how many kits and its place among the items', () => {
    const lines = kitItemLines(
      { kitId: 'e'.repeat(24), quantity: 2, omit: [] },
      4,
      kitOf({ mode: 'sum' }),
      books,
      AT,
    );
    for (const line of lines) {
      expect(line.kit).toEqual({
        _id: 'e'.repeat(24),
        title: "Class 5, St. Xavier's 2026-27",
        school: "St. Xavier's",
        className: 'Class 5',
        kits: 2,
        group: 4,
      });
    }
    // The cover roll is not counted: it is listed all the same, its stock is the store's to skip.
    expect(lines.find((line) => line.bookId === COVER)).toMatchObject({ unitPricePaise: 1001, quantity: 4 });
    expect(lines.find((line) => line.bookId === GEOMETRY)).toMatchObject({
      unitPricePaise: 12000,
      quantity: 2,
    });
  });

  it('when the kit is unknown or unpublished, then it is refused against its item', () => {
    const request = { kitId: 'e'.repeat(24), quantity: 1, omit: [] };
    for (const kit of [undefined, kitOf({ mode: 'sum' }, { published: false })]) {
      expect(refusal(() => kitItemLines(request, 1, kit, books, AT))).toEqual({
        type: 'validation',
        issues: [{ path: 'items.1.kitId', message: `The kit ${'e'.repeat(24)} is not on sale` }],
      });
    }
  });

  it('when the kit is last school year’s list, then it is refused against its item; this year’s and next year’s are sold', () => {
    const request = { kitId: 'e'.repeat(24), quantity: 1, omit: [] };
    const lastYear = kitOf({ mode: 'sum' }, { academicYear: '2025-26' });
    expect(refusal(() => kitItemLines(request, 0, lastYear, books, AT)).issues).toEqual([
      {
        path: 'items.0.kitId',
        message:
          "The list for Class 5, St. Xavier's is for 2025-26, which has ended; please choose this year's list",
      },
    ]);
    const nextYear = kitOf({ mode: 'sum' }, { academicYear: '2027-28' });
    expect(kitItemLines(request, 0, nextYear, books, AT).length).toBeGreaterThan(0);
    // On 1 April (India time) 2026-27 is the new year, and 2025-26's list has ended.
    expect(
      kitItemLines(request, 0, lastYear, books, new Date('2026-03-31T18:00:00Z')).length,
    ).toBeGreaterThan(0);
    expect(
      refusal(() => kitItemLines(request, 0, lastYear, books, new Date('2026-03-31T18:30:00Z'))).type,
    ).toBe('validation');
  });

  it('when a required line or an item not in the kit is left out, then it is refused, naming the item', () => {
    const kit = kitOf({ mode: 'sum' });
    expect(
      refusal(() => kitItemLines({ kitId: kit._id, quantity: 1, omit: [CRAYONS] }, 0, kit, books, AT)),
    ).toEqual({
      type: 'validation',
      issues: [
        {
          path: 'items.0.omit',
          message: "Crayon box is required in the kit Class 5, St. Xavier's 2026-27 and cannot be left out",
        },
      ],
    });
    const stranger = 'f'.repeat(24);
    expect(
      refusal(() => kitItemLines({ kitId: kit._id, quantity: 1, omit: [stranger] }, 0, kit, books, AT))
        .issues,
    ).toEqual([
      { path: 'items.0.omit', message: `${stranger} is not in the kit Class 5, St. Xavier's 2026-27` },
    ]);
  });

  it('when an item the parent keeps has left the catalogue, then the kit is refused; one left out does not matter', () => {
    const kit = kitOf({ mode: 'sum' });
    const withoutGeometryBook = new Map([...books].filter(([id]) => id !== GEOMETRY));
    expect(
      refusal(() => kitItemLines({ kitId: kit._id, quantity: 1, omit: [] }, 0, kit, withoutGeometryBook, AT))
        .issues?.[0],
    ).toMatchObject({ path: 'items.0.kitId', message: expect.stringContaining(GEOMETRY) });
    expect(
      kitItemLines({ kitId: kit._id, quantity: 1, omit: [GEOMETRY] }, 0, kit, withoutGeometryBook, AT),
    ).toHaveLength(3);
  });
});

describe('a share spread over units', () => {
  it.each([
    [900, 9, [{ pricePaise: 100, quantity: 9 }]],
    [
      901,
      9,
      [
        { pricePaise: 100, quantity: 8 },
        { pricePaise: 101, quantity: 1 },
      ],
    ],
    [
      908,
      9,
      [
        { pricePaise: 100, quantity: 1 },
        { pricePaise: 101, quantity: 8 },
      ],
    ],
    [
      5,
      9,
      [
        { pricePaise: 0, quantity: 4 },
        { pricePaise: 1, quantity: 5 },
      ],
    ],
    [0, 3, [{ pricePaise: 0, quantity: 3 }]],
  ])('when %i paise go over %i units, then the units are %j', (total, units, expected) => {
    expect(splitShare(asPaise(total), units)).toEqual(expected);
  });
});
