/** A stand-in for the counter's part of the API, for the counter's component tests. */
import {
  indiaDay,
  type Book,
  type CounterDay,
  type ClosedDayReport,
  type CounterSale,
  type DayReport,
  type InvoiceView,
} from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { freshAdminToken } from '@/test/admin-token';
import { makeBook, makeDayReport, makeOrder, makeShop } from '@/test/fixtures';

export const shop = makeShop({
  name: 'Saraswati Books & Stationery',
  address: '12 MG Road, Nagpur, Maharashtra 440001',
  phone: '+91 98765 43210',
  receiptWidthMm: 58,
  upi: { id: 'saraswati@okaxis', name: 'Saraswati Books' },
});

export const pencilBox = makeBook({
  _id: 'b1',
  title: 'Pencil box',
  newPrice: 120,
  sku: '8901234567890',
  stock: 10,
});
export const notebook = makeBook({
  _id: 'b2',
  title: 'A4 notebook',
  newPrice: 45,
  sku: '8909876543210',
  stock: 1,
});
export const gelPen = makeBook({
  _id: 'b3',
  title: 'Blue gel pen',
  newPrice: 10,
  sku: 'PEN-BLUE',
  stock: null,
});
export const catalogue = [pencilBox, notebook, gelPen];

/** A counter sale as the API answers it: two pencil boxes and a notebook, paid in cash, unless overridden. */
export function makeSale(overrides: Partial<CounterSale> = {}): CounterSale {
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  return {
    ...makeOrder('s00000000000000000000001', createdAt, {
      name: '',
      email: '',
      phone: '',
      status: 'collected',
      productIds: ['b1', 'b2'],
      lines: [
        { bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 2 },
        { bookId: 'b2', title: 'A4 notebook', price: 45, coverImage: 'notebook.png', quantity: 1 },
      ],
      totalPrice: 285,
      pickupCode: 'C2K7MQ',
    }),
    channel: 'counter',
    number: 7,
    day: indiaDay(new Date()),
    payment: { method: 'cash', reference: null, at: createdAt, tendered: 500, change: 215 },
    cashier: { id: 'owner-1', name: 'Shop owner' },
    priceApprovedBy: null,
    ...overrides,
  };
}

/**
 * The bill of makeSale's sale as GET /api/invoices/:number answers it: the pencil boxes at 5% in
 * boxes, the notebook Nil rated, to a business buyer.
 */
export function makeBill(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    number: 'SB/25-26/00042',
    date: '2025-11-20',
    kind: 'tax-invoice',
    title: 'Invoice-cum-Bill of Supply',
    cancelled: false,
    seller: {
      legalName: 'Saraswati Stationers LLP',
      address: '12 MG Road, Nagpur, Maharashtra 440001',
      gstin: '27AAPFU0939F1ZV',
      gstMode: 'regular',
    },
    buyer: {
      name: 'Vidya Traders',
      gstin: '29ABCDE1234F1ZW',
      address: '4 Residency Road, Bengaluru 560025',
      state: 'Karnataka',
      stateCode: '29',
    },
    orderId: 's00000000000000000000001',
    lines: [
      {
        productId: 'b1',
        title: 'Pencil box',
        quantity: 2,
        unit: 'BOX',
        price: 120,
        amount: 240,
        tax: { hsn: '9017', rate: 5, taxable: 228.58, cgst: 5.71, sgst: 5.71 },
      },
      {
        productId: 'b2',
        title: 'A4 notebook',
        quantity: 1,
        unit: 'NOS',
        price: 45,
        amount: 45,
        tax: { hsn: '4820', rate: 0, taxable: 45, cgst: 0, sgst: 0 },
      },
    ],
    totals: { amount: 285, taxable: 273.58, cgst: 5.71, sgst: 5.71 },
    byRate: [
      { rate: 0, taxable: 45, cgst: 0, sgst: 0 },
      { rate: 5, taxable: 228.58, cgst: 5.71, sgst: 5.71 },
    ],
    ...overrides,
  };
}

export const emptyTotals: CounterDay['totals'] = {
  count: 0,
  amount: 0,
  cash: 0,
  upi: 0,
  card: 0,

  account: 0,
  refunds: 0,
};

export const dayOf = (
  sales: CounterSale[],
  totals = emptyTotals,
  date = indiaDay(new Date()),
): CounterDay => ({
  date,
  sales,
  totals,
});

const notFound = () =>
  jsonResponse({ error: { code: 'not_found', message: 'No item has this barcode or SKU.' } }, 404);

interface CounterStub {
  books?: readonly Book[];
  /** The day's sales the server holds, or a function reading them afresh on each request. */
  day?: CounterDay | ((request: Request) => CounterDay);
  routes?: Record<string, unknown>;
  /** The drawer's day: open (the default) or none, and the days closed lately, newest first. */
  drawer?: { open: DayReport | null; closed?: ClosedDayReport[] };
}

export function stubCounter({
  books = catalogue,
  day = dayOf([]),
  routes = {},
  drawer = { open: makeDayReport() },
}: CounterStub = {}) {
  storeAdminToken(freshAdminToken());
  return stubApi({
    'GET /api/shop': shop,
    'GET /api/counter/days/current': () =>
      drawer.open
        ? jsonResponse(drawer.open)
        : jsonResponse({ error: { code: 'not_found', message: 'No day is open at the counter.' } }, 404),
    'GET /api/counter/days': () => jsonResponse({ days: drawer.closed ?? [] }),
    'GET /api/counter/lookup': (request: Request) => {
      const code = new URL(request.url).searchParams.get('code');
      const book = books.find((item) => item.sku === code);
      return book ? jsonResponse(book) : notFound();
    },
    'GET /api/books': (request: Request) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return jsonResponse(books.filter((book) => book.title.toLowerCase().includes(q)));
    },
    'GET /api/counter/sales': (request: Request) => {
      const answer = typeof day === 'function' ? day(request) : day;
      return jsonResponse(answer, 200, { 'X-Total-Count': String(answer.sales.length) });
    },
    ...routes,
  });
}
