import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  CATEGORIES,
  CATEGORY_FORM_OPTIONS,
  CATEGORY_LABELS,
  localityOf,
  normalisePhone,
  phoneProblem,
} from '.';
import { bookFieldSchemas, bookPriceProblems, placeOrderBodySchema } from './schemas';

const spec7Body = {
  name: 'Asha Rao',
  email: 'someone-else@example.in',
  address: { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' },
  phone: '9876543210',
  productIds: ['0123456789abcdef01234567'],
  totalPrice: 1,
};

/** Every module `file` loads at run time, following relative imports and re-exports (not type-only ones). */
function modulesLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from '([^']+)'/gms)) {
    if (!specifier!.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), specifier!);
    const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
    if (target) modulesLoadedBy(target, seen);
  }
  return seen;
}

describe('the contract', () => {
  it('when the storefront loads the contract, then no module of it brings zod: the schemas stay in their own entry', () => {
    const withZod = [...modulesLoadedBy(path.join(import.meta.dirname, 'index.ts'))].filter((file) =>
      /from 'zod'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(withZod.map((file) => path.basename(file))).toEqual([]);
  });

  it('when every category is read, then the storefront and the owner form both name it', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_LABELS[category]).toBeTruthy();
      expect(CATEGORY_FORM_OPTIONS.filter((option) => option.value === category)).toHaveLength(1);
    }
  });

  it('when the shop writes its address, then its city, state and PIN are read from it, India set aside', () => {
    const nagpur = { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' };
    expect(localityOf('12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001')).toEqual(nagpur);
    expect(localityOf('12 MG Road, Nagpur, Maharashtra, 440 001, India')).toEqual(nagpur);
    expect(localityOf('12 MG Road, Nagpur, Maharashtra 440-001')).toEqual(nagpur);
    expect(localityOf('Main Road')).toEqual({ city: '', state: '', country: 'India', zipcode: '' });
    expect(localityOf('Main Road, Nagpur, Maharashtra')).toEqual({ ...nagpur, zipcode: '' });
  });

  it('when an order moves, then only placed -> ready -> collected and placed|ready -> cancelled are allowed', () => {
    expect(canMoveOrder('placed', 'ready')).toBe(true);
    expect(canMoveOrder('ready', 'collected')).toBe(true);
    expect(canMoveOrder('ready', 'cancelled')).toBe(true);
    expect(canMoveOrder('placed', 'collected')).toBe(false);
    expect(canMoveOrder('collected', 'cancelled')).toBe(false);
    expect(canMoveOrder('cancelled', 'placed')).toBe(false);
  });

  it('when an Indian mobile is written bare, with 0 or with +91, then each is accepted and kept as +91', () => {
    for (const written of ['98765 43210', '098765-43210', '+91 98765 43210']) {
      expect(phoneProblem(written, 'India')).toBeUndefined();
      expect(normalisePhone(written, 'India')).toBe('+919876543210');
    }
    expect(phoneProblem('5876543210', 'India')).toMatch(/10-digit mobile/);
  });

  it('when a client sends the documented body without a street line, then it is valid and the extras are dropped', () => {
    const parsed = placeOrderBodySchema.parse(spec7Body);
    expect(parsed.address.street).toBe('');
    expect(parsed).not.toHaveProperty('email');
    expect(parsed).not.toHaveProperty('totalPrice');
    expect(parsed.phone).toBe('+919876543210');
  });

  it('when a name carries bidi overrides or zero-width characters, then they are removed and the text composed', () => {
    const parsed = placeOrderBodySchema.parse({
      ...spec7Body,
      name: '\u202EAsha\u200B Rao\u2066',
      address: { ...spec7Body.address, city: 'Nagpur\uFEFF', state: 'Mahara\u0073\u0307htra' },
    });
    expect(parsed.name).toBe('Asha Rao');
    expect(parsed.address.city).toBe('Nagpur');
    expect(parsed.address.state).toBe('Mahara\u1E61htra');
    // Devanagari keeps its joiners: they shape the letters.
    expect(bookFieldSchemas.title.parse('क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('when an order holds a kit twice and the same item on its own line, then it is read; a book line twice is not', () => {
    const kit = { kitId: 'e'.repeat(24), quantity: 2, omit: ['d'.repeat(24)] };
    const book = { productId: '0123456789abcdef01234567', quantity: 1 };
    const { productIds: _ids, ...body } = spec7Body;
    const parsed = placeOrderBodySchema.parse({
      ...body,
      items: [kit, { kitId: kit.kitId, quantity: 1 }, book],
    });
    expect(parsed.items).toEqual([kit, { kitId: kit.kitId, quantity: 1, omit: [] }, book]);
    const twice = placeOrderBodySchema.safeParse({ ...body, items: [book, book] });
    expect(twice.error?.issues[0]?.message).toBe('Each item may have only one line; put the quantity on it');
  });

  it("when a kit item is wrong, then the mistake is named against the kit's own fields", () => {
    const { productIds: _ids, ...body } = spec7Body;
    const issuesOf = (item: unknown) =>
      placeOrderBodySchema
        .safeParse({ ...body, items: [item] })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issuesOf({ kitId: 'e'.repeat(24), quantity: 11 })).toEqual([
      ['items.0.quantity', 'quantity must be at most 10 kits'],
    ]);
    expect(issuesOf({ kitId: '../kits', quantity: 1 })).toEqual([
      ['items.0.kitId', 'kitId must be a kit id'],
    ]);
    expect(issuesOf({ kitId: 'e'.repeat(24), quantity: 1, productId: 'e'.repeat(24) })?.[0]?.[0]).toBe(
      'items.0',
    );
  });

  it('when prices come as form text, then they are read as rupees and checked to the paisa', () => {
    expect(bookFieldSchemas.newPrice.parse(' 12.50 ')).toBe(12.5);
    expect(bookFieldSchemas.newPrice.safeParse('12.505').error?.issues[0]?.message).toBe(
      'New price can have at most 2 decimals',
    );
    expect(bookFieldSchemas.oldPrice.safeParse('').error?.issues[0]?.message).toBe('Old price is required');
    expect(bookFieldSchemas.oldPrice.safeParse('abc').error?.issues[0]?.message).toBe(
      'Old price must be a number',
    );
    expect(bookPriceProblems({ oldPrice: 10, newPrice: 12 })).toEqual([
      { path: 'oldPrice', message: 'Old price cannot be lower than the new price' },
    ]);
    expect(bookFieldSchemas.newPrice.safeParse('0').error?.issues[0]?.message).toBe(
      'New price must be greater than 0',
    );
  });
});
