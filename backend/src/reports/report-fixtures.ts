/** Bills made as the store would keep them, for the reports' tests (the store's own come later). */
import { asPaise, billFigures, type AccountEntryKind, type LineToBill, type ShopCustomer } from '../contract';
import type { AccountEntryRecord } from '../store/account-contract';
import type { InvoiceRecord } from '../store/invoice-contract';

export const PEN: LineToBill = {
  productId: 'pen',
  title: 'Gel Pen',
  quantity: 3,
  unit: 'PAC',
  pricePaise: asPaise(2500),
  hsn: '9608',
  rate: 18,
};
export const BOX: LineToBill = {
  productId: 'box',
  title: 'Geometry Box',
  quantity: 1,
  unit: 'NOS',
  pricePaise: asPaise(12000),
  hsn: '7326',
  rate: 5,
};
export const BOOK: LineToBill = {
  productId: 'book',
  title: 'NCERT Maths 8',
  quantity: 2,
  unit: 'NOS',
  pricePaise: asPaise(6500),
  hsn: '4901',
  rate: 0,
};

export function bill(
  number: string,
  lines: LineToBill[],
  overrides: Partial<InvoiceRecord> = {},
): InvoiceRecord {
  const date = overrides.date ?? '2025-10-07';
  return {
    number,
    date,
    kind: 'tax-invoice',
    title: 'Tax Invoice',
    cancelled: false,
    seller: {
      legalName: 'Saraswati Books',
      address: 'MG Road, Nagpur, Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      gstMode: 'regular',
    },
    buyer: { name: '' },
    orderId: `order-${number}`,
    ...billFigures(lines),
    at: `${date}T06:00:00.000Z`,
    customerUid: 'counter',
    channel: 'counter',
    paymentMethod: 'cash',
    paymentParts: null,
    returnId: null,
    ...overrides,
  };
}

/** A month of a busy shop in miniature: sales by every method, a B2B bill, a return, a void. */
export const PERIOD: InvoiceRecord[] = [
  bill('SB/25-26/00001', [PEN, BOX, BOOK]),
  bill('SB/25-26/00002', [{ ...PEN, quantity: 1, pricePaise: asPaise(999) }], {
    paymentMethod: 'upi',
    paymentParts: null,
    channel: 'online',
  }),
  bill('SB/25-26/00003', [BOX], {
    date: '2025-10-08',
    paymentMethod: 'card',
    paymentParts: null,
    buyer: {
      name: '=HYPERLINK("http://x","Vidya & Co")',
      gstin: '07AAACI1681G1ZR',
      address: '4 Karol Bagh <Market>\nNew Delhi 110005',
      state: 'Delhi',
      stateCode: '07',
    },
  }),
  bill('SB/25-26/00004', [PEN], { date: '2025-10-08', cancelled: true }),
  bill('SB/CN25-26/00001', [{ ...PEN, quantity: 1 }], {
    date: '2025-10-08',
    kind: 'credit-note',
    title: 'Credit Note',
    original: { number: 'SB/25-26/00001', date: '2025-10-07' },
    returnId: 'return-1',
  }),
];

/** A customer the shop sells to on account, as the store keeps one. */
export function customer(_id: string, overrides: Partial<ShopCustomer> = {}): ShopCustomer {
  return {
    _id,
    name: 'Ravi Kumar',
    phone: '+919876543210',
    gstin: null,
    address: null,
    state: null,
    stateCode: null,
    creditLimit: 5000,
    language: 'en',
    notes: '',
    remindedAt: null,
    createdAt: '2025-04-01T06:00:00.000Z',
    updatedAt: '2025-04-01T06:00:00.000Z',
    ...overrides,
  };
}

/** An entry on a customer's account, as the store keeps one: `paise` positive adds to what is owed. */
export function accountEntry(
  customerId: string,
  kind: AccountEntryKind,
  paise: number,
  overrides: Partial<AccountEntryRecord> = {},
): AccountEntryRecord {
  const date = overrides.date ?? '2025-10-07';
  return {
    _id: `entry-${customerId}-${kind}-${paise}`,
    customerId,
    kind,
    amountPaise: asPaise(paise),
    at: new Date(`${date}T06:00:00.000Z`),
    date,
    document: null,
    orderId: null,
    method: null,
    reference: null,
    note: null,
    advance: false,
    by: null,
    ...overrides,
  };
}
