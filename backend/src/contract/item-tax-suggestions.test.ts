import { describe, expect, it } from 'vitest';
import type { Category } from './categories';
import type { GstRate } from './gst-tax';
import { suggestItemTax, unitFromTitle } from './item-tax-suggestions';
import type { Unit } from './units';

type Expected = [hsn: string, gstRate: GstRate, unit: Unit];

/** Titles as shops write them (most from the seeded catalogue), what they suggest, and why not another. */
const TITLES: readonly [title: string, category: Category | undefined, expected: Expected][] = [
  ['Blue Ball Pen, 0.7 mm (Pack of 10)', 'penandpencil', ['9608', 18, 'PAC']],
  ['Assorted Colour Gel Pens (Pack of 12)', 'penandpencil', ['9608', 18, 'PAC']],
  ['Liquid Ink Pen, Blue (Pack of 5)', 'penandpencil', ['9608', 18, 'PAC']],
  ['Fountain Pen with Ink Converter, Medium Nib', 'penandpencil', ['9608', 18, 'NOS']],
  ['Felt Tip Pen, Black', undefined, ['9608', 18, 'NOS']],
  ['Ball Pen Refills, Blue (Packet of 20)', undefined, ['9608', 18, 'PAC']],
  // Propelling pencils are pens' heading, not pencils'.
  ['Mechanical Pencil, 0.7 mm with 2 Lead Tubes', 'penandpencil', ['9608', 18, 'NOS']],
  ['HB Pencils (Pack of 10)', 'penandpencil', ['9609', 0, 'PAC']],
  ['Extra Dark 2B Pencils (Pack of 10)', 'penandpencil', ['9609', 0, 'PAC']],
  ['Drawing Pencil Set, 6 Grades (2H to 6B)', 'penandpencil', ['9609', 0, 'SET']],
  ['Colour Pencils, 12 Shades (Full Size)', 'colors', ['9609', 0, 'NOS']],
  ['Colour Pencils, 24 Shades with Sharpener', 'colors', ['9609', 0, 'NOS']],
  ['Wax Crayons, 12 Shades', 'colors', ['9609', 0, 'NOS']],
  ['Jumbo Wax Crayons, 24 Shades', 'colors', ['9609', 0, 'NOS']],
  ['Oil Pastels, 50 Shades', 'colors', ['9609', 0, 'NOS']],
  ['White Chalk Sticks (Box of 100)', undefined, ['9609', 0, 'BOX']],
  ['Drawing Charcoal, 3 Sticks', undefined, ['9609', 0, 'NOS']],
  ['Dust-Free White Erasers (Pack of 5)', 'penandpencil', ['4016', 0, 'PAC']],
  ['Non-Dust Rubber, 1 Dozen', undefined, ['4016', 0, 'DOZ']],
  ['Eraser and Sharpener Combo (5 Each)', 'penandpencil', ['4016', 0, 'NOS']],
  ['Metal Sharpener', undefined, ['8214', 0, 'NOS']],
  ['Fluorescent Highlighters, 5 Colours', 'penandpencil', ['9608', 18, 'NOS']],
  // Sketch pens are pens, whatever shelf holds them.
  ['Sketch Pens, 24 Shades', 'colors', ['9608', 18, 'NOS']],
  ['Whiteboard Markers, 4 Colours', 'colors', ['9608', 18, 'NOS']],
  ['Watercolour Cakes, 12 Shades with Brush', 'colors', ['3213', 5, 'NOS']],
  ['Water Colours, 12 Shades (Box)', undefined, ['3213', 5, 'BOX']],
  ['Poster Colours, 10 Shades (15 ml Each)', 'colors', ['3213', 5, 'NOS']],
  ['Acrylic Colours, 12 Shades (9 ml Each)', 'colors', ['3213', 5, 'NOS']],
  ['Glue Stick, 8 g (Pack of 3)', 'adhesive', ['3506', 18, 'PAC']],
  ['White Synthetic Resin Adhesive, 1 kg', 'adhesive', ['3506', 18, 'NOS']],
  ['Liquid Gum with Sponge Applicator, 100 ml', 'adhesive', ['3506', 18, 'NOS']],
  ['Fevicol MR, 50 g', undefined, ['3506', 18, 'NOS']],
  ['Single Line Notebooks, 172 Pages (Pack of 6)', 'book', ['4820', 0, 'PAC']],
  ['Long Notebook, Ruled, 300 Pages', 'book', ['4820', 0, 'NOS']],
  ['Classmate Note Book, 172 Pages', undefined, ['4820', 0, 'NOS']],
  ['Exercise Books (Dozen)', undefined, ['4820', 0, 'DOZ']],
  ['Drawing Book, A4, 36 Pages', 'book', ['4820', 0, 'NOS']],
  ['Animals Colouring Book', undefined, ['4903', 0, 'NOS']],
  // Notebooks are Nil; registers and diaries stay at 18%.
  ['Long Register, 200 Pages', 'book', ['4820', 18, 'NOS']],
  ['Diary 2026, A5', undefined, ['4820', 18, 'NOS']],
  ['A4 File Box, Cardboard (Pack of 2)', 'box', ['4820', 18, 'PAC']],
  ['Clear Folders (Set of 5)', undefined, ['4820', 18, 'SET']],
  ['A4 Copier Paper, 75 gsm (500 Sheets)', undefined, ['4802', 18, 'REM']],
  ['Printing Paper, 1 Ream', undefined, ['4802', 18, 'REM']],
  ['Chart Paper, Assorted Colours (Pack of 10)', 'book', ['4802', 18, 'PAC']],
  ['School Bag, 30 L', undefined, ['4202', 18, 'NOS']],
  ['Geometry Box, 9 Pieces', 'box', ['9017', 5, 'NOS']],
  ['Basic Geometry Set in Plastic Case', 'box', ['9017', 5, 'SET']],
  ['Compass and Divider', undefined, ['9017', 5, 'NOS']],
  ['Assorted Paper Stationery Box', 'box', ['4817', 5, 'NOS']],
  ['India Wall Map, Political', undefined, ['4905', 0, 'NOS']],
  ['Student Atlas', 'book', ['4905', 0, 'NOS']],
  ['Globe, 30 cm', undefined, ['4905', 0, 'NOS']],
  ['English-Hindi Dictionary (Hardbound)', 'book', ['4901', 0, 'NOS']],
  ['NCERT Mathematics Textbook, Class 8', undefined, ['4901', 0, 'NOS']],
  ['Class 10 Science Guide', undefined, ['4901', 0, 'NOS']],
  // No stationery word: on the Book shelf it is a printed book.
  ['Godaan (Hindi)', 'book', ['4901', 0, 'NOS']],
  ['Class 10 Mathematics Question Bank', 'book', ['4901', 0, 'NOS']],
  ['Fountain Pen and Ball Pen Gift Set', 'box', ['9608', 18, 'SET']],
  // A title naming two goods is a mixed supply: the higher rate wins.
  ['Pencils and Ball Pen Set', undefined, ['9608', 18, 'SET']],
];

describe('suggestItemTax', () => {
  it.each(TITLES)('when the title is "%s" (%s), then it suggests %j', (title, category, expected) => {
    const suggestion = suggestItemTax(title, category);
    expect(suggestion && [suggestion.hsn, suggestion.gstRate, suggestion.unit]).toEqual(expected);
  });

  it.each([
    ['Plastic Pencil Box, Double Compartment', 'box'],
    ['Magnetic Pencil Box with Sharpener', 'box'],
    ['Fabric Zip Pencil Pouch', 'box'],
    ['Pen Stand with 4 Compartments', 'box'],
    ['Glue Gun, 40 W with 5 Glue Sticks', 'adhesive'],
    ['Double-Sided Adhesive Tape, 1 inch', 'adhesive'],
    ['School Stationery Kit', 'box'],
    ['Brown Book Covers (Pack of 10)', 'book'],
    ['Plastic Storage Box, 3 Drawers', 'box'],
    ['Paint Brush Set, Round and Flat (7 Pieces)', 'colors'],
    ['Stapler No. 10', undefined],
  ] as const)(
    'when the title is "%s" (%s), then it suggests nothing: the words cannot tell',
    (title, category) => {
      expect(suggestItemTax(title, category)).toBeNull();
    },
  );

  it('when the category is not Book, then a title without a stationery word suggests nothing', () => {
    expect(suggestItemTax('Godaan (Hindi)', 'box')).toBeNull();
    expect(suggestItemTax('Godaan (Hindi)')).toBeNull();
  });

  it('when words differ only in case, plural or spelling, then they suggest alike', () => {
    for (const title of ['PENCIL', 'pencils', 'Colour Pencil', 'COLOR PENCILS']) {
      expect(suggestItemTax(title)?.hsn, title).toBe('9609');
    }
    for (const title of ['Diaries', 'diary', 'Registers']) expect(suggestItemTax(title)?.gstRate).toBe(18);
  });

  it('when a word is only inside another, then it does not count', () => {
    // "pen" in "pencil", "file" in "profile", "map" in "mapping": none is the word.
    expect(suggestItemTax('Pencil')?.hsn).toBe('9609');
    expect(suggestItemTax('Profile Sheets')).toBeNull();
    expect(suggestItemTax('Mapping Pins')).toBeNull();
  });

  it('when a suggestion is made, then its reason names the goods, the code and the rate', () => {
    expect(suggestItemTax('HB Pencils')?.reason).toBe('pencils: HSN 9609, Nil from 22 Sep 2025');
    expect(suggestItemTax('Sketch Pens')?.reason).toBe('sketch pens: HSN 9608, 18% from 22 Sep 2025');
    expect(suggestItemTax('Devdas', 'book')?.reason).toBe(
      'printed books (the Book category): HSN 4901, Nil from 22 Sep 2025',
    );
  });
});

describe('unitFromTitle', () => {
  it.each([
    ['Glue Stick (Pack of 3)', 'PAC'],
    ['Sticky Notes, 5 Packs', 'PAC'],
    ['Brown Packing Tape, 2 inch (65 m)', 'NOS'],
    ['Crayons (Box of 12)', 'BOX'],
    ['Crayons (Box)', 'BOX'],
    ['Geometry Box, 9 Pieces', 'NOS'],
    ['Paint Brush Set', 'SET'],
    ['Set Square, 45 Degrees', 'NOS'],
    ['A4 Paper, 500 Sheets', 'REM'],
    ['Copier Paper (5 Reams)', 'REM'],
    ['Pencils, 1 Dozen', 'DOZ'],
    ['Masking Tape Roll', 'ROL'],
    ['Pencil', 'NOS'],
  ] as const)('when the title is "%s", then the unit is %s', (title, unit) => {
    expect(unitFromTitle(title)).toBe(unit);
  });
});
