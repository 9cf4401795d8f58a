import { describe, it, expect } from 'vitest';
import { renderCoverSvg } from '../images/artwork';
import { CATEGORIES, HSN_PATTERN, isGstRate, isUnit, suggestItemTax } from '../contract';
import type { Book, BookInput } from '../store/store';
import { seedCatalogue } from './catalogue';
import { seedIfEmpty } from './seed';
import { seedStock } from './stock';

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-9;
}

describe('seed catalogue', () => {
  it('when the catalogue is seeded, then it holds between 68 and 72 items', () => {
    expect(seedCatalogue.length).toBeGreaterThanOrEqual(68);
    expect(seedCatalogue.length).toBeLessThanOrEqual(72);
  });

  it('when the catalogue is seeded, then every category has at least ten items', () => {
    for (const category of CATEGORIES) {
      const count = seedCatalogue.filter((item) => item.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('when slugs and titles are compared, then none repeats', () => {
    const slugs = seedCatalogue.map((item) => item.slug);
    const titles = seedCatalogue.map((item) => item.title.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('when a slug is read, then it is kebab-case', () => {
    for (const item of seedCatalogue) {
      expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('when prices are read, then the old price is at least the new price, which is positive with at most two decimals', () => {
    for (const item of seedCatalogue) {
      expect(item.newPrice, item.slug).toBeGreaterThan(0);
      expect(item.oldPrice, item.slug).toBeGreaterThanOrEqual(item.newPrice);
      expect(hasAtMostTwoDecimals(item.oldPrice), item.slug).toBe(true);
      expect(hasAtMostTwoDecimals(item.newPrice), item.slug).toBe(true);
    }
  });

  it('when descriptions are read, then each is non-empty and at most 300 characters', () => {
    for (const item of seedCatalogue) {
      expect(item.description.trim().length, item.slug).toBeGreaterThan(0);
      expect(item.description.length, item.slug).toBeLessThanOrEqual(300);
    }
  });

  it('when the catalogue is seeded, then some but not all items are trending', () => {
    const trending = seedCatalogue.filter((item) => item.trending).length;
    expect(trending).toBeGreaterThanOrEqual(15);
    expect(trending).toBeLessThanOrEqual(20);
  });
});

describe('seed catalogue tax', () => {
  it('when an item is seeded, then it has its own HSN code, rate and unit: the title’s suggestion where it makes one', () => {
    for (const { slug, title, category, tax } of seedCatalogue) {
      expect(tax.hsn, slug).toMatch(HSN_PATTERN);
      expect(isGstRate(tax.gstRate) && isUnit(tax.unit), slug).toBe(true);
      const suggestion = suggestItemTax(title, category);
      if (suggestion)
        expect(tax, slug).toEqual({
          hsn: suggestion.hsn,
          gstRate: suggestion.gstRate,
          unit: suggestion.unit,
        });
      // Else the title cannot tell (tapes, pencil boxes, kits): the catalogue says why beside the value.
    }
  });

  it('when an empty shop is seeded, then every item is written with its own HSN code, rate and unit', async () => {
    const written: BookInput[] = [];
    const books = {
      count: async () => 0,
      create: async (input: BookInput) => {
        written.push(input);
        return { ...input, _id: 'x', onHand: input.stock } as Book;
      },
    };
    await seedIfEmpty({ books, images: { storeGeneratedSvg: async () => 'cover.webp' } });
    expect(written).toHaveLength(seedCatalogue.length);
    const byTitle = new Map(written.map((input) => [input.title, input]));
    for (const { title, tax } of seedCatalogue) expect(byTitle.get(title), title).toMatchObject(tax);
  });
});

describe('cover artwork', () => {
  it('when a cover is rendered for every item, then each is a self-contained 600x800 SVG', () => {
    for (const item of seedCatalogue) {
      const svg = renderCoverSvg(item);
      expect(svg.startsWith('<svg') || svg.startsWith('<?xml'), item.slug).toBe(true);
      expect(svg, item.slug).toContain('viewBox="0 0 600 800"');
      expect(svg, item.slug).not.toContain('<script');
      expect(svg, item.slug).not.toContain('href=');
    }
  });

  it('when the same item is rendered twice, then the output is identical', () => {
    const item = seedCatalogue[0]!;
    expect(renderCoverSvg(item)).toBe(renderCoverSvg(item));
  });

  it('when a title contains markup characters, then they are XML-escaped', () => {
    const svg = renderCoverSvg({
      title: `Tom & Jerry <b>"Quotes"</b> it's`,
      category: 'book',
      art: { motif: 'book', primary: '#123456', secondary: '#abcdef' },
    });
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;b&gt;');
    expect(svg).toContain('&quot;Quotes&quot;');
    expect(svg).toContain('it&apos;s');
    expect(svg).not.toContain('<b>');
  });

  it('when a colour is not a #rrggbb value, then it never reaches the SVG', () => {
    const svg = renderCoverSvg({
      title: 'Odd colours',
      category: 'box',
      art: { motif: 'box', primary: 'red" onload="x', secondary: 'url(#evil)' },
    });
    expect(svg).not.toContain('onload');
    expect(svg).not.toContain('#evil');
  });

  it('when the shelf is counted, then every item has a whole count, a few are sold out and a few nearly gone', () => {
    const counts = seedCatalogue.map((item, position) => seedStock(item, position));
    expect(counts.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((count) => count >= 1 && count <= 3).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((count) => count > 5).length).toBeGreaterThan(seedCatalogue.length / 2);
  });
});
