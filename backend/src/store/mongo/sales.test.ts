import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { CounterSaleInput } from '../store';
import { toOrder, toSaleDetails } from './mapping';
import { createModels } from './models';
import { returnGuard, toSaleDoc } from './sales';
import { toPaise } from '../../contract';

// Never opened: validation needs no server.
const connection = new mongoose.Mongoose({ autoCreate: false, autoIndex: false }).createConnection();
const models = createModels(connection);
afterAll(() => connection.close());

const at = new Date('2026-01-02T05:00:00.000Z');
const id = 'a'.repeat(24);
const pen = 'b'.repeat(24);
const notebook = 'c'.repeat(24);
const input: CounterSaleInput = {
  ownerId: 'owner-1',
  cashier: { id: 'staff-meena', name: 'Meena' },
  priceApprovedBy: { id: 'staff-ravi', name: 'Ravi' },
  name: '',
  phone: '',
  lines: [
    { bookId: pen, title: 'Pen', unitPricePaise: toPaise(20), coverImage: 'pen.webp', quantity: 2 },
    {
      bookId: notebook,
      title: 'Notebook',
      unitPricePaise: toPaise(45.5),
      coverImage: 'nb.webp',
      quantity: 3,
    },
    { bookId: pen, title: 'Pen', unitPricePaise: toPaise(18), coverImage: 'pen.webp', quantity: 1 },
  ],
  totalPaise: toPaise(194.5),
  payment: { method: 'cash', reference: null, tenderedPaise: toPaise(200), changePaise: toPaise(5.5) },
};
const sale = toSaleDoc(id, input, at, { day: '2026-01-02', number: 4 }, 'K7M2QX');

describe('mongo counter sales', () => {
  it('when a sale is stored without a buyer, then the order model accepts it and it reads as a collected counter order naming its seller and price approver', async () => {
    await expect(new models.Order(sale).validate()).resolves.toBeUndefined();
    expect(toOrder(sale)).toMatchObject({
      channel: 'counter',
      status: 'collected',
      name: '',
      email: '',
      totalPrice: 194.5,
      statusHistory: [
        { status: 'collected', at: at.toISOString(), by: { id: 'staff-meena', name: 'Meena' } },
      ],
      payment: { method: 'cash', reference: null, at: at.toISOString() },
      sale: {
        number: 4,
        day: '2026-01-02',
        tendered: 200,
        change: 5.5,
        cashier: { id: 'staff-meena', name: 'Meena' },
        priceApprovedBy: { id: 'staff-ravi', name: 'Ravi' },
        voided: null,
      },
    });
    const { priceApprovedBy: _approver, ...older } = sale.sale!;
    // A sale from before sales named a price's approver names none.
    expect(toSaleDetails(older).priceApprovedBy).toBeNull();
    expect(sale.sale).toMatchObject({ tenderedPaise: 20000, changePaise: 550 });
  });

  it('when an online order lacks a name, then the order model still refuses it', async () => {
    const online = new models.Order({ ...sale, channel: 'online' });
    await expect(online.validate()).rejects.toThrow(/name/);
  });

  it('when a sale number or day is not one, then the order model refuses it', async () => {
    const bad = new models.Order({ ...sale, sale: { ...sale.sale!, number: 0, day: '2026-02-31x' } });
    await expect(bad.validate()).rejects.toThrow(/sale.number|sale.day/);
  });

  it('when units are returned, then the guard leaves room for them only, and the return validates', async () => {
    expect(
      returnGuard([
        { bookId: pen, units: 2, sold: 3 },
        { bookId: notebook, units: 1, sold: 3 },
      ]),
    ).toEqual([
      { [`returned.${pen}`]: { $not: { $gt: 1 } } },
      { [`returned.${notebook}`]: { $not: { $gt: 2 } } },
    ]);
    const stored = new models.Return({
      _id: id,
      orderId: id,
      at,
      items: [{ productId: pen, title: 'Pen', quantity: 2, pricePaise: 1800 }],
      refund: { method: 'cash', reference: null },
      amountPaise: 3600,
      reason: 'Spare',
      creditNote: null,
    });
    await expect(stored.validate()).resolves.toBeUndefined();
  });
});
