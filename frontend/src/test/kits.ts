/** School kits as the API answers them and as the kits page puts them in the cart, for tests. */
import type { CartKit } from '@/features/cart';
import type { KitLineView, KitSchool, KitView } from '@shop/backend/contract';

export const KIT_ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
export const NOTEBOOK_ID = 'b1b1b1b1b1b1b1b1b1b1b1b1';
export const COVER_ROLL_ID = 'b2b2b2b2b2b2b2b2b2b2b2b2';
export const GEOMETRY_BOX_ID = 'b3b3b3b3b3b3b3b3b3b3b3b3';

type ItemOverrides = Partial<NonNullable<KitLineView['item']>>;

const line = (
  productId: string,
  quantity: number,
  optional: boolean,
  item: NonNullable<KitLineView['item']>,
): KitLineView => ({ productId, quantity, optional, item });

/**
 * Class 5, St. Xavier's, 2026-27: 9 notebooks at ₹40, 2 cover rolls at ₹25 and a geometry box at
 * ₹150 (optional), priced as their sum (₹560; ₹410 without the box), plenty on the shelf.
 */
export function makeKitView(
  overrides: Partial<KitView> = {},
  items: { notebook?: ItemOverrides; coverRoll?: ItemOverrides; geometryBox?: ItemOverrides } = {},
): KitView {
  return {
    _id: KIT_ID,
    title: "Class 5, St. Xavier's 2026-27",
    school: "St. Xavier's",
    className: 'Class 5',
    academicYear: '2026-27',
    lines: [
      line(NOTEBOOK_ID, 9, false, {
        title: 'Single-line notebook',
        price: 40,
        coverImage: 'notebook.png',
        stock: 200,
        ...items.notebook,
      }),
      line(COVER_ROLL_ID, 2, false, {
        title: 'Brown cover roll',
        price: 25,
        coverImage: 'cover-roll.png',
        stock: 100,
        ...items.coverRoll,
      }),
      line(GEOMETRY_BOX_ID, 1, true, {
        title: 'Geometry box',
        price: 150,
        coverImage: 'geometry.png',
        stock: 30,
        ...items.geometryBox,
      }),
    ],
    pricing: { mode: 'sum' },
    published: true,
    notes: '',
    expectedKits: null,
    available: 20,
    priceWithAllOptional: 560,
    priceWithoutOptional: 410,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/kits/schools: St. Xavier's with Class 2 and Class 5, and Modern School with Class 1. */
export const KIT_SCHOOLS: KitSchool[] = [
  {
    school: 'Modern School',
    classes: [{ className: 'Class 1', academicYear: '2026-27', kitId: 'a2a2a2a2a2a2a2a2a2a2a2a2' }],
  },
  {
    school: "St. Xavier's",
    classes: [
      { className: 'Class 2', academicYear: '2026-27', kitId: 'a3a3a3a3a3a3a3a3a3a3a3a3' },
      { className: 'Class 5', academicYear: '2026-27', kitId: KIT_ID },
    ],
  },
];

/** The Class 5 kit in the cart without its geometry box: ₹410 a kit. */
export function makeCartKit(overrides: Partial<CartKit> = {}): CartKit {
  return {
    kitId: KIT_ID,
    title: "Class 5, St. Xavier's 2026-27",
    school: "St. Xavier's",
    className: 'Class 5',
    academicYear: '2026-27',
    quantity: 1,
    omit: [GEOMETRY_BOX_ID],
    lines: [
      {
        productId: NOTEBOOK_ID,
        title: 'Single-line notebook',
        price: 40,
        quantity: 9,
        coverImage: 'notebook.png',
      },
      {
        productId: COVER_ROLL_ID,
        title: 'Brown cover roll',
        price: 25,
        quantity: 2,
        coverImage: 'cover-roll.png',
      },
    ],
    unitPrice: 410,
    ...overrides,
  };
}
