import { describe, expect, it } from 'vitest';
import type { Kit } from '../contract';
import { AppError } from '../errors';
import { kitKeysIn, planKitImport, type KitCatalogueItem } from './import-plan';
import { readKitCsv } from './kit-csv';

const catalogue: KitCatalogueItem[] = [
  { _id: 'a'.repeat(24), title: 'Single-line notebook', sku: 'NB-SL-172', barcode: null },
  { _id: 'b'.repeat(24), title: 'Brown cover roll', sku: 'BCR-1', barcode: '8901234567890' },
  { _id: 'c'.repeat(24), title: 'Geometry box', sku: null, barcode: '9788172234980' },
];
const [notebook, cover, geometry] = catalogue as [KitCatalogueItem, KitCatalogueItem, KitCatalogueItem];

const csv = (lines: string[]) => Buffer.from(lines.join('\n'));
const plan = (lines: string[], existing: Kit[] = []) =>
  planKitImport(readKitCsv(csv(lines)), catalogue, existing);

const existingKit = (fields: Partial<Kit>): Kit => ({
  _id: 'd'.repeat(24),
  title: 'Class 5 list',
  school: "St. Xavier's",
  className: 'Class 5',
  academicYear: '2026-27',
  lines: [{ productId: geometry._id, quantity: 1, optional: false }],
  pricing: { mode: 'percentOff', percent: 10 },
  published: true,
  notes: 'Cover in brown',
  expectedKits: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { type: error.type, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

const HEADER = 'school,class,academicYear,sku,quantity,optional';

describe('reading a school list CSV', () => {
  it('when Excel saves it (BOM, CRLF, quoted cells, headers in any case, className), then every row reads as written', () => {
    const text =
      '\ufeffSCHOOL,ClassName,AcademicYear,Sku,Quantity,Optional\r\n' +
      '"St. Xavier\'s, Patna",Class 5,2026-27,NB-SL-172,9,no\r\n' +
      '"St. Xavier\'s, Patna",Class 5,2026-27,BCR-1,2,\r\n' +
      ',,,,,\r\n';
    const rows = readKitCsv(Buffer.from(text));
    expect(rows).toEqual([
      {
        line: 2,
        cells: {
          school: "St. Xavier's, Patna",
          className: 'Class 5',
          academicYear: '2026-27',
          sku: 'NB-SL-172',
          quantity: '9',
          optional: 'no',
        },
      },
      expect.objectContaining({ line: 3 }),
    ]);
  });

  it('when a column is missing or unknown, or the file is empty or not text, then it is refused in words', () => {
    expect(refusal(() => readKitCsv(csv(['school,class,academicYear,quantity', 'A,B,2026-27,1'])))).toEqual({
      type: 'validation',
      message: 'The file needs a "sku" or a "barcode" column to name the items by.',
    });
    expect(refusal(() => readKitCsv(csv(['school,sku,quantity'])))).toEqual({
      type: 'validation',
      message:
        'The file needs the columns "class", "academicYear". The columns are: school, class, academicYear, sku, quantity, optional.',
    });
    expect(refusal(() => readKitCsv(csv([`${HEADER},price`]))).message).toMatch(/^Unknown column "price"/);
    expect(refusal(() => readKitCsv(csv([HEADER])))).toEqual({
      type: 'validation',
      message: 'The file has a header but no rows: add one row per item of each list.',
    });
    expect(refusal(() => readKitCsv(Buffer.alloc(0))).message).toBe(
      'The file is empty: it needs a header row.',
    );
    expect(refusal(() => readKitCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00])))).toEqual({
      type: 'unsupported_media_type',
      message: 'The file is not a CSV text file. Save the sheet as CSV (UTF-8) and try again.',
    });
  });
});

describe('planning a school list import', () => {
  it('when a file holds two classes, then it plans two new unpublished kits priced at the sum, with their rows', () => {
    const result = plan([
      HEADER,
      "St. Xavier's,Class 5,2026-27,NB-SL-172,9,no",
      "St. Xavier's,Class 5,2026-27,BCR-1,2,",
      "ST. XAVIER'S , class 6,2026-27,NB-SL-172,12,0",
      "St. Xavier's,Class 5,2026-27,,1,yes",
    ]);
    expect(result.refused).toBe(1);
    expect(result.kits).toEqual([
      {
        action: 'create',
        title: "Class 5, St. Xavier's 2026-27",
        school: "St. Xavier's",
        className: 'Class 5',
        academicYear: '2026-27',
        lineCount: 3,
        rows: [2, 3, 5],
      },
      {
        action: 'create',
        title: "class 6, ST. XAVIER'S 2026-27",
        school: "ST. XAVIER'S",
        className: 'class 6',
        academicYear: '2026-27',
        lineCount: 1,
        rows: [4],
      },
    ]);
    expect(result.rows[0]).toEqual({
      row: 2,
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      sku: 'NB-SL-172',
      productId: notebook._id,
      title: 'Single-line notebook',
      quantity: 9,
      optional: false,
    });
    expect(result.rows[3]!.problems).toEqual(['sku or barcode is required to name the item']);
  });

  it('when every row is good, then the writes create each kit with its lines', () => {
    const result = plan([
      HEADER,
      "St. Xavier's,Class 5,2026-27,nb-sl-172,9,no",
      "St. Xavier's,Class 5,2026-27,BCR-1,2,YES",
    ]);
    expect(result.refused).toBe(0);
    expect(result.writes).toEqual([
      {
        action: 'create',
        input: {
          title: "Class 5, St. Xavier's 2026-27",
          school: "St. Xavier's",
          className: 'Class 5',
          academicYear: '2026-27',
          lines: [
            { productId: notebook._id, quantity: 9, optional: false },
            { productId: cover._id, quantity: 2, optional: true },
          ],
          pricing: { mode: 'sum' },
          published: false,
          notes: '',
          expectedKits: null,
        },
      },
    ]);
  });

  it('when a kit exists for the school, class and year in any case, then its lines are replaced and it keeps its title', () => {
    const kit = existingKit({});
    const result = plan([HEADER, "st. xavier's,CLASS 5,2026-27,BCR-1,3,"], [kit]);
    expect(result.kits).toEqual([
      expect.objectContaining({
        action: 'replace',
        kitId: kit._id,
        title: 'Class 5 list',
        school: "St. Xavier's",
      }),
    ]);
    expect(result.writes).toEqual([
      { action: 'replace', id: kit._id, lines: [{ productId: cover._id, quantity: 3, optional: false }] },
    ]);
  });

  it('when rows name items by barcode, then a typed ISBN-10 or a hyphenated EAN finds its item, and a bad one is said', () => {
    const result = plan([
      'school,class,academicYear,barcode,quantity,optional',
      'DPS,Class 2,2026-27,81-7223-498-8,1,',
      'DPS,Class 2,2026-27,890-1234-567890,1,',
      'DPS,Class 2,2026-27,8901234567893,1,',
      'DPS,Class 2,2026-27,4006381333931,1,',
    ]);
    expect(result.rows.map((row) => row.productId ?? row.problems)).toEqual([
      geometry._id,
      cover._id,
      ['Barcode check digit is wrong: 8901234567893 is not a valid EAN-13'],
      ['No item has barcode 4006381333931'],
    ]);
  });

  it('when a row gives both sku and barcode, then they must name the same item', () => {
    const result = plan([
      'school,class,academicYear,sku,barcode,quantity',
      'DPS,Class 2,2026-27,BCR-1,8901234567890,1',
      'DPS,Class 2,2026-27,NB-SL-172,8901234567890,1',
    ]);
    expect(result.rows[0]!.problems).toBeUndefined();
    expect(result.rows[1]!.problems).toEqual([
      'SKU NB-SL-172 and barcode 8901234567890 name different items',
    ]);
  });

  it('when cells are wrong, then each row lists its problems in words and is not grouped without its kit', () => {
    const result = plan([
      HEADER,
      ',Class 5,2026-27,NB-SL-172,1,',
      'DPS,,2026-28,NB-SL-172,1,',
      'DPS,Class 5,2026,XX-1,0,maybe',
      'DPS,Class 5,2026-27,NB-SL-172,100,',
      'DPS,Class 5,2026-27,BCR-1,-2,',
      'DPS,Class 6,2026-27,BCR-1,2.5,',
      '=1+1,Class 5,2026-27,BCR-1,1,',
    ]);
    expect(result.rows.map((row) => row.problems)).toEqual([
      ['School is required'],
      ['Class is required', 'academicYear must be two years that follow, as 2026-27'],
      [
        'academicYear must be two years that follow, as 2026-27',
        'No item has SKU XX-1',
        'quantity 0: quantity must be at least 1',
        'optional "maybe" must be yes or no (or true/false, 1/0); blank means no',
      ],
      ['quantity 100: quantity must be at most 99'],
      ['quantity -2: quantity must be at least 1'],
      ['quantity 2.5: quantity must be a whole number from 1 to 99'],
      ['school starts with =, +, -, @ or a tab, which a spreadsheet runs as a formula'],
    ]);
    expect(result.refused).toBe(7);
    expect(result.kits.map((kit) => [kit.className, kit.rows])).toEqual([
      ['Class 5', [5, 6]],
      ['Class 6', [7]],
    ]);
  });

  it('when a kit names an item twice, has no required row or more than 80 rows, then those rows say so', () => {
    const twice = plan([HEADER, 'DPS,Class 1,2026-27,BCR-1,1,', 'DPS,Class 1,2026-27,bcr-1,2,']);
    expect(twice.rows[1]!.problems).toEqual([
      'row 2 already puts this item in Class 1, DPS 2026-27; give its whole quantity on one row',
    ]);

    const allOptional = plan([HEADER, 'DPS,Class 1,2026-27,BCR-1,1,yes', 'DPS,Class 2,2026-27,BCR-1,1,true']);
    expect(allOptional.rows.map((row) => row.problems)).toEqual([
      ['Class 1, DPS 2026-27 has no required item: leave optional blank (or no) on at least one row'],
      ['Class 2, DPS 2026-27 has no required item: leave optional blank (or no) on at least one row'],
    ]);

    const many = Array.from(
      { length: 81 },
      (_, index) => `DPS,Class 3,2026-27,${index === 0 ? 'BCR-1' : `SKU-${index}`},1,`,
    );
    const tooLong = planKitImport(
      readKitCsv(csv([HEADER, ...many])),
      [
        cover,
        ...Array.from({ length: 80 }, (_, index) => ({
          ...notebook,
          _id: `${index}`,
          sku: `SKU-${index + 1}`,
        })),
      ],
      [],
    );
    expect(tooLong.refused).toBe(1);
    expect(tooLong.rows[80]!.problems).toEqual([
      'Class 3, DPS 2026-27 has more than 80 rows; a kit holds at most 80 items',
    ]);
  });

  it('names each kit of a file once (case and spaces aside), in its first spelling, for looking up the kits that exist', () => {
    const rows = readKitCsv(
      csv([
        HEADER,
        'DPS,Class 1,2026-27,BCR-1,1,',
        ' dps ,CLASS  1,2026-27,NB-SL-172,1,',
        ',Class 9,2026-27,x,1,',
      ]),
    );
    expect(kitKeysIn(rows)).toEqual([{ school: 'DPS', className: 'Class 1', academicYear: '2026-27' }]);
  });
});
