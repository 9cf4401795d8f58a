import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASHA } from '../../test/fixtures';
import { availableAdapters } from '../../test/temp-store';
import type { OrderInput, PrintLineInput, PrintOrderLine, PrintQuota, Store } from './store';
import { sumPaise, timesUnits, toPaise, toRupees } from '../contract';

const QUOTA: PrintQuota = { waitingFilesMax: 5, bytesMax: 10_000 };

const orderFor = (customerUid: string, lines: OrderInput['lines']): OrderInput => ({
  customerUid,
  email: `${customerUid}@example.in`,
  ...ASHA,
  lines,
  totalPaise: sumPaise(lines, (line) => timesUnits(line.unitPricePaise, line.quantity)),
});

const bookLine = (bookId: string, price: number) => ({
  bookId,
  title: `Item ${bookId}`,
  unitPricePaise: toPaise(price),
  coverImage: 'x.webp',
  quantity: 2,
});

/** A line as an order reads it back: its price a unit in rupees. */
const asRead = <L extends { unitPricePaise: number }>({ unitPricePaise, ...line }: L) => ({
  ...line,
  price: toRupees(unitPricePaise),
});

const printLine = (jobId: string, price = 144.86): PrintLineInput => ({
  printJob: {
    jobId,
    colour: 'colour',
    sides: 'double',
    copies: 2,
    range: '',
    binding: 'staple',
    fileName: 'notes.pdf',
    documentPages: 7,
    pages: 14,
    printedSides: 14,
    sheets: 8,
    printed: false,
  },
  title: 'notes.pdf',
  unitPricePaise: toPaise(price),
  coverImage: '',
  quantity: 1,
});

describe.each(availableAdapters())('store contract, print orders: $name', (adapter) => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await adapter.open());
  });
  afterEach(async () => cleanup());

  const uploadFor = async (customerUid: string) => {
    const data = new Uint8Array(100).fill(37);
    const result = await store.print.createJob(
      { customerUid, fileName: 'notes.pdf', pages: 7, data },
      QUOTA,
      new Date(),
    );
    if (result.outcome !== 'created') throw new Error('not stored');
    return result.job;
  };

  const place = async (customerUid: string, lines: OrderInput['lines']) => {
    const result = await store.orders.create(orderFor(customerUid, lines));
    if (result.outcome !== 'created') throw new Error(`not created: ${result.outcome}`);
    return result.order;
  };

  it('when an order holds a book and a print job, then both lines read back in order and the job is bound to it', async () => {
    const book = await store.books.create({
      title: 'Gel Pen',
      description: 'Blue',
      category: 'penandpencil',
      trending: false,
      oldPrice: 30,
      newPrice: 25.5,
      coverImage: 'pen.webp',
      sku: null,
      stock: 10,
    });
    const job = await uploadFor('uid-asha');
    const order = await place('uid-asha', [bookLine(book._id, 25.5), printLine(job._id)]);
    expect(await store.orders.get(order._id)).toEqual(order);
    expect(order.lines).toEqual([asRead(bookLine(book._id, 25.5)), asRead(printLine(job._id))]);
    expect(order.totalPrice).toBe(195.86);
    expect((await store.print.getJob(job._id))!.orderId).toBe(order._id);
    // Only the book's units are taken; a print line has no stock.
    expect((await store.books.get(book._id))!.stock).toBe(8);
    const [listed] = await store.orders.listByCustomer('uid-asha', 'uid-asha@example.in');
    expect(listed!.lines).toEqual(order.lines);
  });

  it('when a job is already in an order, or is someone else’s, or is gone, then the order is refused and nothing is stored', async () => {
    const job = await uploadFor('uid-asha');
    const others = await uploadFor('uid-ravi');
    await place('uid-asha', [printLine(job._id)]);
    const before = (await store.orders.listAll()).length;

    expect(await store.orders.create(orderFor('uid-asha', [printLine(job._id)]))).toEqual({
      outcome: 'print_job_unavailable',
      jobIds: [job._id],
    });
    expect(await store.orders.create(orderFor('uid-asha', [printLine(others._id)]))).toEqual({
      outcome: 'print_job_unavailable',
      jobIds: [others._id],
    });
    expect(await store.orders.create(orderFor('uid-asha', [printLine('f'.repeat(24))]))).toMatchObject({
      outcome: 'print_job_unavailable',
    });
    expect(await store.orders.listAll()).toHaveLength(before);
    expect((await store.print.getJob(others._id))!.orderId).toBeNull();
  });

  it('when a print job is not ticked, then the order cannot become ready; ticked, it can, and then the tick is settled', async () => {
    const job = await uploadFor('uid-asha');
    const order = await place('uid-asha', [printLine(job._id)]);
    expect(await store.orders.printJobsToRun()).toEqual([
      {
        orderId: order._id,
        pickupCode: order.pickupCode,
        jobId: job._id,
        fileName: 'notes.pdf',
        colour: 'colour',
        sides: 'double',
        copies: 2,
        range: '',
        binding: 'staple',
        printedSides: 14,
        sheets: 8,
      },
    ]);
    expect(await store.orders.changeStatus(order._id, 'placed', 'ready')).toEqual({ outcome: 'not_printed' });

    const ticked = await store.orders.markPrinted(order._id, job._id, true);
    expect(ticked.outcome).toBe('changed');
    if (ticked.outcome === 'changed')
      expect((ticked.order.lines[0] as PrintOrderLine).printJob.printed).toBe(true);
    expect(await store.orders.printJobsToRun()).toEqual([]);
    expect(await store.orders.markPrinted(order._id, 'f'.repeat(24), true)).toEqual({ outcome: 'not_found' });
    expect(await store.orders.markPrinted('f'.repeat(24), job._id, true)).toEqual({ outcome: 'not_found' });

    expect((await store.orders.changeStatus(order._id, 'placed', 'ready')).outcome).toBe('changed');
    expect(await store.orders.markPrinted(order._id, job._id, false)).toEqual({
      outcome: 'stale',
      current: 'ready',
    });
  });

  it('when a print job is ticked, then a cancel that must not follow a tick is refused in its own write; one without that guard is not', async () => {
    const book = await store.books.create({
      title: 'Gel Pen',
      description: 'Blue',
      category: 'penandpencil',
      trending: false,
      oldPrice: 30,
      newPrice: 25.5,
      coverImage: 'pen.webp',
      sku: null,
      stock: 10,
    });
    const untickedJob = await uploadFor('uid-asha');
    const unticked = await place('uid-asha', [printLine(untickedJob._id)]);
    expect(
      (await store.orders.changeStatus(unticked._id, 'placed', 'cancelled', { unlessPrinted: true })).outcome,
    ).toBe('changed');

    const job = await uploadFor('uid-asha');
    const order = await place('uid-asha', [bookLine(book._id, 25.5), printLine(job._id)]);
    await store.orders.markPrinted(order._id, job._id, true);
    expect(
      await store.orders.changeStatus(order._id, 'placed', 'cancelled', { unlessPrinted: true }, () => ({
        kind: 'cancelled',
        recipient: 'asha@example.in',
        subject: 'Cancelled',
        text: 'Cancelled',
      })),
    ).toEqual({ outcome: 'printed' });
    expect((await store.orders.get(order._id))!.status).toBe('placed');
    expect((await store.books.get(book._id))!.stock).toBe(8);
    expect((await store.outbox.list({ limit: 10, offset: 0 })).total).toBe(0);

    expect((await store.orders.changeStatus(order._id, 'placed', 'cancelled')).outcome).toBe('changed');
    expect((await store.books.get(book._id))!.stock).toBe(10);
  });

  it('when an order with print jobs ended a while ago, then its files go and its lines stay', async () => {
    const collected = await uploadFor('uid-asha');
    const waiting = await uploadFor('uid-asha');
    const done = await place('uid-asha', [printLine(collected._id)]);
    const open = await place('uid-asha', [printLine(waiting._id)]);
    await store.orders.markPrinted(done._id, collected._id, true);
    await store.orders.changeStatus(done._id, 'placed', 'ready');
    await store.orders.changeStatus(done._id, 'ready', 'collected', {
      payment: { method: 'cash', reference: null, at: new Date().toISOString() },
    });

    expect(await store.print.deleteFilesOfOrdersEndedBefore(new Date(Date.now() - 60_000))).toBe(0);
    expect(await store.print.readFile(collected._id)).not.toBeNull();
    expect(await store.print.deleteFilesOfOrdersEndedBefore(new Date(Date.now() + 60_000))).toBe(1);
    expect(await store.print.readFile(collected._id)).toBeNull();
    expect(await store.print.readFile(waiting._id)).not.toBeNull();
    expect((await store.orders.get(done._id))!.lines).toHaveLength(1);
    expect(await store.print.usage()).toEqual({ files: 1, bytes: 100 });
    // An ordered job is never an "unordered upload", however old.
    await store.print.deleteUnorderedBefore(new Date(Date.now() + 365 * 86_400_000));
    expect(await store.print.getJob(waiting._id)).not.toBeNull();
    expect((await store.orders.get(open._id))!.lines).toHaveLength(1);
  });

  it('when print jobs are sold, then the statistics count them apart from goods', async () => {
    const job = await uploadFor('uid-asha');
    const cancelledJob = await uploadFor('uid-asha');
    const sold = await place('uid-asha', [bookLine('b1', 10), printLine(job._id, 144.86)]);
    await store.orders.markPrinted(sold._id, job._id, true);
    await store.orders.changeStatus(sold._id, 'placed', 'ready');
    await store.orders.changeStatus(sold._id, 'ready', 'collected', {
      payment: { method: 'upi', reference: null, at: new Date().toISOString() },
    });
    const cancelled = await place('uid-asha', [printLine(cancelledJob._id, 50)]);
    await store.orders.changeStatus(cancelled._id, 'placed', 'cancelled');

    expect(await store.stats.summary({ lowStockThreshold: 5 })).toMatchObject({
      totalSales: 164.86,
      printSales: 144.86,
      unitsSold: 2,
    });
    const [month] = await store.stats.monthlySales(new Date(Date.now() - 86_400_000));
    expect(month).toMatchObject({ orders: 1, units: 2, total: 164.86, print: 144.86 });
  });
});
