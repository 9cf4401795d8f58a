/** Every record id: 24 hex characters, the shape of a MongoDB ObjectId on every adapter. */
export const ID_PATTERN = /^[a-f0-9]{24}$/;

/** The longest catalogue search the API answers. */
export const SEARCH_MAX_LENGTH = 100;
/** The most books one catalogue page holds. */
export const PAGE_LIMIT_MAX = 100;
/** How many items each of the home page's shelves (top sellers, trending) shows. */
export const HOME_SHELF_SIZE = 12;
/** The books All Products shows at a time, and asks the API for per page. */
export const CATALOGUE_PAGE_SIZE = 24;
/** The most ids one `GET /api/books?ids=` may name. */
export const BOOK_IDS_MAX = 100;
export const TOP_SELLERS_LIMIT_MAX = 24;
export const TOP_SELLERS_LIMIT_DEFAULT = 12;

export const BOOK_TITLE_MAX = 200;
export const BOOK_DESCRIPTION_MAX = 5000;
/** An author, publisher or language line: long enough for several authors' names. */
export const BOOK_DETAIL_MAX = { author: 200, publisher: 120, language: 40 } as const;
/** Rupees; prices have at most two decimals. */
export const PRICE_MAX = 10_000_000;
export const COVER_URL_MAX = 2000;
// A phone camera's photo as it comes (12 to 50 megapixels, a few MB to 15); the server shrinks it.
export const COVER_UPLOAD_MAX_MB = 15;
export const COVER_UPLOAD_MAX_BYTES = COVER_UPLOAD_MAX_MB * 1024 * 1024;
/** What the owner is told when a cover photo is over COVER_UPLOAD_MAX_MB. */
export const COVER_TOO_LARGE = `The image is larger than ${COVER_UPLOAD_MAX_MB} MB.`;
/** Raster images only: SVG can carry script. */
export const COVER_UPLOAD_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

/** The most entries an order's `productIds` list may hold (each entry is one unit). */
export const ORDER_ITEMS_MAX = 100;
/** The most lines (distinct items) one order may hold. */
export const ORDER_LINES_MAX = 50;
/** The most units of one item in one order. */
export const LINE_QUANTITY_MAX = 99;
/** The largest stock count the shop keeps for one item. */
export const STOCK_MAX = 1_000_000;
export const SKU_MAX = 40;
/** The longest code the counter looks up: the longest SKU; a barcode typed with its spaces is shorter. */
export const LOOKUP_CODE_MAX = SKU_MAX;
/** Low on stock at or below this many, unless LOW_STOCK_THRESHOLD says otherwise. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;
/** A catalogue CSV the owner imports. */
export const CATALOGUE_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CATALOGUE_CSV_MAX_ROWS = 5000;
export const CHECKOUT_FIELD_MAX = {
  name: 100,
  phone: 20,
  street: 200,
  city: 80,
  state: 80,
  country: 60,
  zipcode: 12,
  email: 320,
} as const;
