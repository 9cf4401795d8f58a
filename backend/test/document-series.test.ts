import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, seriesOf, type CounterSale, type OrderReturn, toPaise } from '../src/contract';
import type { Book } from '../src/store/store';
import { billDraftOf, TEST_CREDIT_NOTE_ISSUE } from './bill-drafts';
import { useTestApp } from './harness';

const SHOP_GSTIN = '27AAPFU0939F1ZV';

describe('document series through a year', () => {
  const t = useTestApp({
    books: {
      refill: { title: 'Pen Refill', category: 'penandpencil', newPrice: 5, oldPrice: 5, stock: null },
    },
  });
  let keys = 0;

  const settingsWith = (invoicePrefix: string) => ({
    ...DEFAULT_TAX_SETTINGS,
    gstMode: 'regular' as const,
    gstin: SHOP_GSTIN,
    legalName: 'Saraswati Books LLP',
    invoicePrefix,
  });

  /** `count` credit notes of the prefix's series, made in the store as a busy year of returns would. */
  async function creditNotes(refill: Book, prefix: string, count: number) {
    const line = {
      bookId: refill._id,
      title: refill.title,
      unitPricePaise: toPaise(5),
      coverImage: '',
      quantity: 1,
    };
    for (let n = 0; n < count; n += 1) {
      const made = await t.store.sales.createSale(
        {
          ownerId: 'owner-1',
          name: '',
          phone: '',
          lines: [line],
          totalPaise: toPaise(5),
          payment: { method: 'cash', reference: null, tenderedPaise: null, changePaise: null },
        },
        undefined,
        { ...billDraftOf([line]), prefix },
      );
      if (made.outcome !== 'created') throw new Error(made.outcome);
      const returned = await t.store.sales.createReturn({
        orderId: made.sale._id,
        items: [{ bookId: refill._id, quantity: 1 }],
        refund: { method: 'cash', reference: null },
        reason: 'spare',
        creditNote: { ...TEST_CREDIT_NOTE_ISSUE, prefix },
      });
      if (returned.outcome !== 'created') throw new Error(returned.outcome);
    }
  }

  /** A sale at the counter and the return of its unit, through the API. */
  async function sellAndReturn(refill: Book) {
    const sold = await t
      .asOwner()
      .post('/api/counter/sales')
      .set('Idempotency-Key', `series-${++keys}`)
      .send({ items: [{ productId: refill._id, quantity: 1 }], payment: { method: 'cash' } });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const sale = sold.body.sale as CounterSale;
    const returned = await t
      .asOwner()
      .post(`/api/orders/${sale._id}/returns`)
      .send({ items: [{ productId: refill._id, quantity: 1 }], refund: { method: 'cash' }, reason: 'Spare' });
    return { sale, returned };
  }

  it('when the owner sets a prefix too long for a year of credit notes, then the settings refuse it naming invoicePrefix; three characters are taken', async () => {
    const refused = await t.asOwner().put('/api/shop/tax').send(settingsWith('ABCD'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([
      { path: 'invoicePrefix', message: expect.stringContaining('at most 3 characters') },
    ]);
    const taken = await t.asOwner().put('/api/shop/tax').send(settingsWith('abc'));
    expect(taken.status).toBe(200);
    expect(taken.body.invoicePrefix).toBe('ABC');
  });

  it('when the longest prefix the settings take reaches its 1000th credit note, then it is numbered in 16 characters and the Tax page reads how far the series has got', async () => {
    const { refill } = t.books;
    expect((await t.asOwner().put('/api/shop/tax').send(settingsWith('ABC'))).status).toBe(200);
    await creditNotes(refill, 'ABC', 999);
    const { returned } = await sellAndReturn(refill);
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const series = seriesOf('ABC', 'credit-note', new Date());
    expect((returned.body as OrderReturn).creditNote).toEqual({ number: `${series}1000` });
    const usage = await t.asOwner().get('/api/shop/tax/series');
    expect(usage.status).toBe(200);
    expect(usage.body.series).toEqual([
      {
        document: 'invoice',
        series: seriesOf('ABC', 'invoice', new Date()),
        used: 1000,
        capacity: 999_999,
        nearlyFull: false,
      },
      { document: 'credit-note', series, used: 1000, capacity: 9_999, nearlyFull: false },
      {
        document: 'receipt-voucher',
        series: seriesOf('ABC', 'receipt-voucher', new Date()),
        used: 0,
        capacity: 9_999,
        nearlyFull: false,
      },
      {
        document: 'purchase-order',
        series: seriesOf('ABC', 'purchase-order', new Date()),
        used: 0,
        capacity: 9_999,
        nearlyFull: false,
      },
    ]);
  }, 60_000);

  it('when a series kept from a longer prefix has given its last number, then the return is a 409 naming the series, nothing is kept, and the Tax page says it is full', async () => {
    const { refill } = t.books;
    // A shop that saved a four-character prefix before the settings refused one.
    await t.store.taxSettings.put(settingsWith('SB01'));
    await creditNotes(refill, 'SB01', 999);
    const { sale, returned } = await sellAndReturn(refill);
    const series = seriesOf('SB01', 'credit-note', new Date());
    expect(returned.status).toBe(409);
    expect(returned.body.error).toMatchObject({
      code: 'conflict',
      series,
      message: expect.stringContaining(`The series ${series} is full`),
    });
    expect(await t.store.sales.returnsOf(sale._id)).toEqual([]);
    const usage = await t.asOwner().get('/api/shop/tax/series');
    expect(usage.body.series[1]).toEqual({
      document: 'credit-note',
      series,
      used: 999,
      capacity: 999,
      nearlyFull: true,
    });
  }, 60_000);

  it('when a customer or no one asks how far the series have got, then it is refused', async () => {
    expect((await t.asOwner().get('/api/shop/tax/series').set('Authorization', '')).status).toBe(401);
  });
});
