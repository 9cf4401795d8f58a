/**
 * Walk-in sales at the counter, their voids, and returns of collected orders of either channel.
 * The shop's prices and the day's series are the server's: the owner may only sell below a price.
 */
import { createHash } from 'node:crypto';
import {
  ID_PATTERN,
  indiaDay,
  sumPaise,
  timesUnits,
  toPaise,
  describeShortage,
  type CounterDay,
  type CounterSale,
  type OrderReturn,
  type StaffRef,
} from '../contract';
import type { CounterSaleBody, ReturnBody } from '../contract/schemas';
import { AppError } from '../errors';
import { numberedWrite } from '../invoices/series-full';
import type { Billing } from '../invoices/billing';
import type { OrderViewer } from '../orders/order-view';
import type {
  Book,
  BookLineInput,
  BookStore,
  CustomerStore,
  Order,
  OrderStore,
  SalesStore,
} from '../store/store';
import { overLimit } from '../orders/payment-in-parts';
import { buyerOf } from '../orders/service';
import { planPayment } from './payment-parts';
import type { CashDrawer } from './days-service';

export interface CounterSalesDeps {
  sales: SalesStore;
  orders: Pick<OrderStore, 'get'>;
  books: Pick<BookStore, 'getMany'>;
  view: OrderViewer;
  /** The customers a sale may name: a customer with a GSTIN is its bill's buyer. */
  customers: Pick<CustomerStore, 'findById'>;
  /** Bills each sale, and issues the credit note of a return of a billed one, in the same write. */
  billing: Billing;
  /** RETURN_DAYS: how long after collection an order may be returned. */
  returnDays: number;
  /** Told after a void or a return: units are back on the shelf. */
  stockMayHaveReturned?: () => void;
  /** The counter's drawer: a sale opens the day if none is open; a closed day's sales stand. */
  drawer?: CashDrawer;
  now?: () => Date;
}

/** Who did it, by the name they had then, and the manager who approved it when a cashier did. */
export interface Who {
  by: StaffRef;
  approvedBy: StaffRef | null;
}

/**
 * Whether a seller may sell below the shop's price (a manager, or with one's approval), and the
 * manager whose approval let a cashier do so.
 */
export interface PriceRight {
  mayLower: boolean;
  approvedBy: StaffRef | null;
}

/** Whether a sale on account may go past the customer's credit limit: a manager, or one's approval. */
export interface CreditRight {
  mayExceed: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const fingerprintOf = (body: CounterSaleBody): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

const saleNotFound = () => new AppError('not_found', 'Sale not found.');

/** One line per item: the same item rung up twice at one price is one line of both. */
function mergeItems(items: CounterSaleBody['items']): CounterSaleBody['items'] {
  const merged = new Map<string, CounterSaleBody['items'][number]>();
  for (const item of items) {
    const known = merged.get(item.productId);
    if (!known) merged.set(item.productId, { ...item });
    else if (known.price !== item.price) {
      throw new AppError('validation', 'An item appears twice at different prices: ring it up once.', [
        { path: 'items', message: `Item ${item.productId} appears twice at different prices` },
      ]);
    } else known.quantity += item.quantity;
  }
  return [...merged.values()];
}

export function createCounterSalesService(deps: CounterSalesDeps) {
  const now = deps.now ?? (() => new Date());
  const toSale = (order: Order) => deps.view(order) as CounterSale;

  /**
   * The sale's lines at the shop's prices, or at the owner's lower price where one is given, and
   * the items as read: billing takes their codes and rates from them.
   */
  async function priceLines(
    items: CounterSaleBody['items'],
    mayLowerPrices: boolean,
  ): Promise<{ lines: BookLineInput[]; books: ReadonlyMap<string, Book>; lowered: boolean }> {
    const books = new Map(
      (await deps.books.getMany(items.map((item) => item.productId))).map((b) => [b._id, b]),
    );
    const missing = items.filter((item) => !books.has(item.productId)).map((item) => item.productId);
    if (missing.length) {
      throw new AppError('validation', 'Some items in the sale are not in the catalogue.', [
        { path: 'items', message: `Unknown items: ${missing.join(', ')}` },
      ]);
    }
    const lines = items.map((item, index): BookLineInput => {
      const book = books.get(item.productId)!;
      if (item.price !== undefined && item.price > book.newPrice) {
        throw new AppError('validation', `${book.title} sells for at most ₹${book.newPrice.toFixed(2)}.`, [
          {
            path: `items.${index}.price`,
            message: `price can be at most the shop's price, ${book.newPrice}`,
          },
        ]);
      }
      if (item.price !== undefined && item.price !== book.newPrice && !mayLowerPrices) {
        throw new AppError('forbidden', "A price change needs a manager's approval.");
      }
      return {
        bookId: book._id,
        title: book.title,
        unitPricePaise: toPaise(item.price ?? book.newPrice),
        coverImage: book.coverImage,
        quantity: item.quantity,
      };
    });
    const lowered = items.some(
      (item) => item.price !== undefined && item.price !== books.get(item.productId)!.newPrice,
    );
    return { lines, books, lowered };
  }

  async function findSale(id: string): Promise<Order> {
    const order = ID_PATTERN.test(id) ? await deps.orders.get(id) : null;
    if (!order || order.channel !== 'counter') throw saleNotFound();
    return order;
  }

  return {
    /**
     * `seller`: the owner or staff member making the sale, named on it; their Idempotency-Keys are
     * theirs alone. `prices`: whether they may sell below the shop's price, and who approved it;
     * the sale names that approver only when a line is below the shop's price.
     */
    async sell(
      seller: StaffRef,
      body: CounterSaleBody,
      idempotencyKey?: string,
      prices: PriceRight = { mayLower: true, approvedBy: null },
      credit: CreditRight = { mayExceed: false },
    ) {
      const ownerId = seller.id;
      const { lines, books, lowered } = await priceLines(mergeItems(body.items), prices.mayLower);
      const totalPaise = sumPaise(lines, (line) => timesUnits(line.unitPricePaise, line.quantity));
      const paid = planPayment(body, totalPaise);
      const customer = body.customerId ? await deps.customers.findById(body.customerId) : null;
      if (body.customerId && !customer) throw new AppError('not_found', 'No such customer.');
      await deps.drawer?.ensureOpen(seller);
      const claim = idempotencyKey
        ? { key: idempotencyKey, customerUid: `owner:${ownerId}`, fingerprint: fingerprintOf(body) }
        : undefined;
      const buyer = body.buyer ?? (customer ? buyerOf(customer) : { name: body.customer?.name ?? '' });
      const bill = await deps.billing.draftFor(lines, buyer, books);
      const result = await numberedWrite(() =>
        deps.sales.createSale(
          {
            ownerId,
            cashier: seller,
            priceApprovedBy: lowered ? prices.approvedBy : null,
            name: body.customer?.name ?? customer?.name ?? '',
            phone: body.customer?.phone ?? customer?.phone ?? '',
            lines,
            totalPaise,
            customerId: customer?._id ?? null,
            parts: paid.parts,
            creditApproved: credit.mayExceed,
            payment: paid.payment,
          },
          claim,
          bill,
        ),
      );
      if (result.outcome === 'key_reused_with_other_request') {
        throw new AppError(
          'idempotency_mismatch',
          'This Idempotency-Key was already used for a different sale. Use a new key for a new sale.',
        );
      }
      if (result.outcome === 'no_customer') throw new AppError('not_found', 'No such customer.');
      if (result.outcome === 'credit_limit') throw overLimit(customer!, result);
      if (result.outcome === 'out_of_stock') {
        throw new AppError(
          'out_of_stock',
          `Not enough stock: ${describeShortage(result.items)}. Nothing was sold.`,
          undefined,
          { items: result.items },
        );
      }
      return { sale: toSale(result.sale), replayed: result.outcome === 'replayed' };
    },

    async day(date?: string): Promise<CounterDay> {
      const day = date ?? indiaDay(now());
      const { sales, totals } = await deps.sales.listDay(day);
      return { date: day, sales: sales.map(toSale), totals };
    },

    /** `who`: whoever voids it, and the manager whose approval let a cashier do so. */
    async voidSale(id: string, reason: string, who: Who): Promise<CounterSale> {
      const sale = await findSale(id);
      if (sale.sale && sale.sale.day !== indiaDay(now())) {
        throw new AppError(
          'conflict',
          'A sale can be voided only on the day it was made. Take its items back as a return instead.',
        );
      }
      if (sale.payment && (await deps.drawer?.closedOver(new Date(sale.payment.at)))) {
        throw new AppError(
          'conflict',
          'The day of this sale is closed and its cash counted. Take its items back as a return instead.',
        );
      }
      const result = await deps.sales.voidSale(id, reason, { by: who.by, approvedBy: who.approvedBy });
      if (result.outcome === 'not_found') throw saleNotFound();
      if (result.outcome === 'stale') throw new AppError('conflict', 'This sale is already voided.');
      if (result.outcome === 'has_returns') {
        throw new AppError('conflict', 'Items of this sale were returned: it can no longer be voided.');
      }
      deps.stockMayHaveReturned?.();
      return toSale(result.sale);
    },

    /** `who`: whoever takes the units back, and the manager whose approval let a cashier do so. */
    async returnItems(orderId: string, body: ReturnBody, who: Who): Promise<OrderReturn> {
      const order = ID_PATTERN.test(orderId) ? await deps.orders.get(orderId) : null;
      if (!order) throw new AppError('not_found', 'Order not found.');
      const soldAt = Date.parse(order.payment?.at ?? order.updatedAt);
      if (order.status === 'collected' && now().getTime() - soldAt > deps.returnDays * DAY_MS) {
        throw new AppError('conflict', `Returns are taken within ${deps.returnDays} days of the sale.`);
      }
      const units = new Map<string, number>();
      for (const item of body.items)
        units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
      const creditNote = await deps.billing.creditNoteIssue();
      const result = await numberedWrite(() =>
        deps.sales.createReturn({
          orderId,
          items: [...units].map(([bookId, quantity]) => ({ bookId, quantity })),
          refund: body.refund,
          reason: body.reason,
          creditNote,
          by: who.by,
          approvedBy: who.approvedBy,
        }),
      );
      if (result.outcome === 'not_found') throw new AppError('not_found', 'Order not found.');
      if (result.outcome === 'not_collected') {
        throw new AppError(
          'conflict',
          `Only a collected order can be returned; this one is ${result.current}.`,
        );
      }
      if (result.outcome === 'not_on_account') {
        throw new AppError(
          'conflict',
          'This sale named no customer: its refund cannot go to an account. Refund it in cash, UPI or card.',
        );
      }
      if (result.outcome === 'too_many') {
        const words = result.items.map((item) =>
          item.returnable === 0
            ? `${item.title || item.productId} has nothing left to return`
            : `only ${item.returnable} of ${item.title} can come back`,
        );
        throw new AppError('conflict', `More than was sold: ${words.join('; ')}.`);
      }
      deps.stockMayHaveReturned?.();
      return result.record;
    },
  };
}

export type CounterSalesService = ReturnType<typeof createCounterSalesService>;
