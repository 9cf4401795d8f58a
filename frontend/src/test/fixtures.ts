import type { Book, OrderView, ShopInfo } from '@shop/backend/contract';

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
    statusHistory: [{ status: 'placed', at: createdAt }],
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
    locality: { city: 'Nagpur', state: 'Maharashtra', country: 'India' },
    currency: 'INR',
    socialLinks: { facebook: '', instagram: '' },
    ...overrides,
  };
}
