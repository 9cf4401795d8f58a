import type { Book, DayReport, OrderView, ShopInfo } from '@shop/backend/contract';

/** A catalogue item as the API answers it. */
export function makeBook(overrides: Partial<Book> & { _id: string }): Book {
  return {
    title: `Book ${overrides._id}`,
    description: 'A notebook for school.',
    category: 'book',
    trending: false,
    oldPrice: 150,
    newPrice: 120,
    coverImage: 'notebook.png',
    stock: null,
    // No open orders unless a test says so: the shelf holds what can be ordered.
    onHand: overrides.stock ?? null,
    sku: null,
    barcode: null,
    author: null,
    publisher: null,
    language: null,
    unit: 'NOS',
    hsn: null,
    gstRate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An order as the API answers it: one pencil box, placed, unless overridden. */
export function makeOrder(id: string, createdAt: string, overrides: Partial<OrderView> = {}): OrderView {
  return {
    _id: id,
    channel: 'online',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+919876543210',
    verifiedPhone: null,
    customerId: null,
    locale: 'en',
    address: {
      street: '12 MG Road',
      city: 'Nagpur',
      state: 'Maharashtra',
      country: 'India',
      zipcode: '440001',
    },
    productIds: ['b1'],
    lines: [{ bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 1 }],
    totalPrice: 120,
    status: 'placed',
    statusHistory: [{ status: 'placed', at: createdAt, by: null }],
    pickupCode: 'K7M2QX',
    holdUntil: null,
    payment: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

export function makeShop(overrides: Partial<ShopInfo> = {}): ShopInfo {
  return {
    name: 'Saraswati Books',
    address: '12 MG Road, Nagpur, Maharashtra 440001',
    email: 'shop@example.in',
    phone: '+919812345678',
    mapsUrl: 'https://maps.example/shop',
    hours: 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed',
    readyHours: 4,
    holdDays: 3,
    locality: { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' },
    currency: 'INR',
    socialLinks: { facebook: '', instagram: '' },
    ...overrides,
  };
}

/** A day open at the counter since 9 am India time, with its float and some sales. */
export function makeDayReport(overrides: Partial<DayReport> = {}): DayReport {
  return {
    date: '2025-06-02',
    openedAt: '2025-06-02T03:30:00.000Z',
    openedBy: null,
    float: 500,
    cashSales: 250,
    cashRefunds: 0,
    cashDues: 0,
    cashIn: 0,
    cashOut: 0,
    expectedCash: 750,
    byMethod: { cash: 250, upi: 120, card: 0, account: 0 },
    refunds: { cash: 0, upi: 0, card: 0, account: 0 },
    duesCollected: { cash: 0, upi: 0, card: 0, count: 0 },
    byChannel: { online: 49.5, counter: 320.5 },
    invoices: { from: 'SB/25-26/00042', to: 'SB/25-26/00045', count: 4, cancelled: 1 },
    byRate: [{ rate: 18, taxable: 84.75, cgst: 7.62, sgst: 7.63 }],
    movements: [],
    byCashier: [],
    ...overrides,
  };
}
