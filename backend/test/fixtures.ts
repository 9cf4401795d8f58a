import type { BookInput } from '../src/store/store';

/** The owner account every test app starts with (its ADMIN_USERNAME and ADMIN_PASSWORD). */
export const ADMIN = { username: 'owner', password: 'correct-horse-battery' };

/** The customer details every test order is placed with, as the checkout form sends them. */
export const ASHA = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: {
    street: '14 Civil Lines',
    city: 'Nagpur',
    state: 'Maharashtra',
    country: 'India',
    zipcode: '440001',
  },
} as const;

/** An order body as the storefront used to send it: the e-mail and total are ignored by the API. */
export const validOrderBody = (productIds: string[]) => ({
  ...ASHA,
  email: 'ignored@example.in',
  productIds,
  totalPrice: 1,
});

/**
 * The original order body, as clients we do not control still send it: a `productIds` list, no
 * street line, someone else's e-mail and a total the client worked out itself.
 */
export const documentedOrderBody = (productIds: string[]) => ({
  name: 'Asha Rao',
  email: 'someone-else@example.in',
  address: { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' },
  phone: '9876543210',
  productIds,
  totalPrice: 1,
});

/** A book as the owner's JSON create call sends it. */
export const validBook = () => ({
  title: 'Classmate Notebook',
  description: 'A4, 172 pages, ruled',
  category: 'book',
  trending: false,
  oldPrice: 120,
  newPrice: 99.5,
  coverImage: 'https://example.com/covers/notebook.jpg',
});

/** A book's text fields as the owner's browser form sends them, beside the cover file. */
export const validBookForm = (): Record<string, string> => ({
  title: 'Sketch Pens',
  description: 'Set of 12',
  category: 'colors',
  trending: 'true',
  oldPrice: '120',
  newPrice: '99.50',
});

/** What the nth book a test adds to the store is, where the test does not say (the cover is stored apart). */
export const bookDefaults = (n: number): Omit<BookInput, 'coverImage'> => ({
  title: `Item ${n}`,
  description: `Description of item ${n}`,
  category: 'penandpencil',
  trending: false,
  oldPrice: 100,
  newPrice: 80,
  stock: null,
  sku: null,
});

/** Two books whose prices add up to a total no client would guess: 25.50 + 40 = 65.50. */
export const GEL_PEN = { title: 'Gel Pen', newPrice: 25.5, oldPrice: 30 } satisfies Partial<BookInput>;
export const GLUE_STICK = {
  title: 'Glue Stick',
  newPrice: 40,
  oldPrice: 45,
  category: 'adhesive',
} satisfies Partial<BookInput>;

/**
 * The shop every hostile-input file attacks, one per file: two customers, two ordinary books,
 * one with `%` and one with `_` in the title for LIKE-wildcard searches, and an order Asha
 * placed that is still `placed`, so status changes have a real target.
 */
export const HOSTILE_SHOP = {
  customers: ['asha', 'ravi'],
  books: {
    pen: { ...GEL_PEN, description: 'Blue ink, 0.5 mm' },
    glue: { ...GLUE_STICK, description: 'Washable' },
    percent: { title: 'Sketchbook 50% off', description: 'A4 cartridge paper', category: 'book' },
    underscore: { title: 'Steel Ruler snake_case', description: '30 cm', category: 'box' },
  },
  orders: { ashaOrder: { by: 'asha', books: ['pen'] } },
} as const;
