import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { KitInput } from '../../contract';
import { toKit, toKitFields } from './kits';
import { createModels, schemas } from './models';

// Never opened: validation and index definitions need no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const now = new Date('2026-04-02T05:30:00.000Z');
const id = 'k'.repeat(24);
const input: KitInput = {
  title: "Class 5, St. Xavier's 2026-27",
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [
    { productId: 'a'.repeat(24), quantity: 9, optional: false },
    { productId: 'b'.repeat(24), quantity: 1, optional: true },
  ],
  pricing: { mode: 'fixed', price: 799.5 },
  published: true,
  notes: '',
  expectedKits: null,
};
const docOf = (kit: KitInput) => ({ _id: id, ...toKitFields(kit, now), createdAt: now });

const failingPaths = (doc: { validate(): Promise<void> }): Promise<string[]> =>
  doc.validate().then(
    () => [],
    (error: mongoose.Error.ValidationError) => Object.keys(error.errors).sort(),
  );

describe('mongo kit model', () => {
  it('when a kit is mapped to its document, then the model accepts it and it maps back as it was', async () => {
    for (const pricing of [
      { mode: 'sum' },
      { mode: 'percentOff', percent: 12.5 },
      { mode: 'fixed', price: 799.5 },
    ] as const) {
      const doc = docOf({ ...input, pricing });
      expect(await failingPaths(new models.Kit(doc))).toEqual([]);
      expect(toKit(doc)).toEqual({
        _id: id,
        ...input,
        pricing,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
    }
    expect(docOf(input)).toMatchObject({
      schoolKey: "st. xavier's",
      classKey: 'class 5',
      pricing: { mode: 'fixed', pricePaise: 79950 },
    });
  });

  it('when a kit breaks its limits, then validation names each field', async () => {
    const doc = docOf(input);
    const bad = new models.Kit({
      ...doc,
      academicYear: '2026',
      lines: [{ productId: 'a'.repeat(24), quantity: 100, optional: false }],
      pricing: { mode: 'percentOff', percent: 51 },
      expectedKits: 2.5,
    });
    expect(await failingPaths(bad)).toEqual([
      'academicYear',
      'expectedKits',
      'lines.0.quantity',
      'pricing.percent',
    ]);
    expect(await failingPaths(new models.Kit({ ...doc, lines: [] }))).toEqual(['lines']);
    expect(await failingPaths(new models.Kit({ ...doc, pricing: { mode: 'fixed' } }))).toEqual([
      'pricing.pricePaise',
    ]);
    expect(() => new models.Kit({ ...doc, price: 10 })).toThrow(/not in schema/);
  });

  it('when its indexes are read, then one kit per folded school, class and year', () => {
    const unique = schemas.Kit.indexes().find(([, options]) => options?.unique);
    expect(unique?.[0]).toEqual({ schoolKey: 1, classKey: 1, academicYear: 1 });
  });
});
