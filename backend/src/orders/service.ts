import { createHash } from 'node:crypto';
import type { Customer } from '../auth/customer-tokens';
import {
  canMoveOrder,
  holdUntilFrom,
  ID_PATTERN,
  isBookItem,
  isKitItem,
  isPrintItem,
  describeShortage,
  isPrintLine,
  orderFingerprint,
  readState,
  type InvoiceParty,
  type OrderLine,
  type OrderView,
  type Payment,
  type ShopCustomer,
  type StaffRef,
  type TenderMethod,
} from '../contract';
import { AppError } from '../errors';
import { numberedWrite } from '../invoices/series-full';
import type { Billing } from '../invoices/billing';
import type { NoticeComposer } from '../notices/compose';
import { sumPaise, timesUnits, toPaise } from '../contract';
import type { KitStore } from '../store/kit-contract';
import type {
  BookLineInput,
  BookStore,
  CustomerStore,
  Notify,
  Order,
  OrderLineInput,
  OrderStatus,
  OrderStore,
  StatusChangeDetails,
} from '../store/store';
import type { PrintService } from '../print/service';
import { EXPANDED_LINES_MAX, kitItemLines, kitProductIds } from './kit-lines';
import { forCustomer, type OrderViewer } from './order-view';
import { overLimit, paymentInParts } from './payment-in-parts';
import { isCustomersOrder, verifiedEmailOf } from '../auth/ownership';
import type { PlaceOrderRequest } from './schemas';

export interface PlacedOrder {
  order: OrderView;
  replayed: boolean;
}

/** The hash of the fingerprint is what the store keeps beside an Idempotency-Key. */
const fingerprintOf = (request: PlaceOrderRequest): string =>
  createHash('sha256').update(orderFingerprint(request)).digest('hex');

const notFound = () => new AppError('not_found', 'Order not found.');

const notPrinted = () =>
  new AppError('conflict', 'Tick Printed on every print job of this order before marking it ready.');

/** Once the shop has printed a job, only the shop may cancel: the customer is told to call. */
const beingPrinted = () =>
  new AppError('conflict', 'This order is being printed: call the shop to cancel it.');

/**
 * What the desk records when an order is collected: one way of paying, or parts (some perhaps on
 * the account of the customer named), the bill's buyer, and whether a manager approved going past
 * the customer's credit limit.
 */
export interface Collection {
  payment?: Omit<Payment, 'at' | 'parts'>;
  payments?: { method: TenderMethod; amount: number; reference: string | null }[];
  customerId?: string;
  buyer?: InvoiceParty;
  creditApproved?: boolean;
}

const unknownCustomer = () => new AppError('not_found', 'No such customer.');

/** A customer as their bill's buyer: with a GSTIN, everything the bill of a business needs. */
export function buyerOf(customer: ShopCustomer): InvoiceParty {
  return {
    name: customer.name,
    ...(customer.gstin ? { gstin: customer.gstin } : {}),
    ...(customer.address ? { address: customer.address } : {}),
    ...(customer.state ? { state: customer.state } : {}),
    ...(customer.stateCode ? { stateCode: customer.stateCode } : {}),
  };
}

/** A few milliseconds of work per batch on a 2-core machine; other requests are served between them. */
const ORDERS_PER_BATCH = 25;

export interface OrderServiceDeps {
  orders: OrderStore;
  books: BookStore;
  /** The school kits an order's kit items name. */
  kits: Pick<KitStore, 'getMany'>;
  /** Prices an order's print jobs as the quote does. */
  print: Pick<PrintService, 'orderLine'>;
  view: OrderViewer;
  notices: NoticeComposer;
  /** Bills each collection, in the same write. */
  billing: Pick<Billing, 'draftFor'>;
  /** PICKUP_HOLD_DAYS */
  holdDays: number;
  /** Told after a cancel: the units it held can be ordered again. */
  stockMayHaveReturned?: () => void;
  /** The counter's cash drawer, which the money of a collection at the desk goes into: opened if it is not. */
  drawer?: { ensureOpen(by: StaffRef): Promise<void> };
  /** The customers the shop knows: an order is theirs when named, or by the phone its customer signed in with. */
  customers?: Pick<CustomerStore, 'findById' | 'findByPhone'>;
  now?: () => Date;
}

/**
 * An online order's bill is made out to the name and address the customer typed, so a large order
 * names its buyer as the law asks without the desk typing it again.
 */
export function buyerOfOrder(order: Pick<Order, 'name' | 'address'>): InvoiceParty {
  const { street, city, zipcode, state } = order.address;
  const address = [street, city, zipcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const known = state ? readState(state) : null;
  return {
    name: order.name,
    ...(address ? { address } : {}),
    ...(known ? { state: known.name, stateCode: known.code } : state?.trim() ? { state: state.trim() } : {}),
  };
}

/** A stored order's lines as billing takes them: the order reads in rupees, a bill is worked in paise. */
const pricedInPaise = (lines: readonly OrderLine[]): OrderLineInput[] =>
  lines.map(({ price, ...line }) => ({ ...line, unitPricePaise: toPaise(price) }));

export function createOrderService(deps: OrderServiceDeps) {
  const toOrderView = deps.view;
  const toCustomerView = (order: Order) => forCustomer(toOrderView(order));
  const now = deps.now ?? (() => new Date());

  /**
   * Moves an order from the status it is in, with the rules, the details and the notice that go
   * with it. `by` is who at the shop moves it, named in its history; null is its customer, whose
   * cancel takes only a placed order none of whose print jobs is printed.
   */
  async function move(id: string, to: OrderStatus, by: StaffRef | null, collection: Collection = {}) {
    const customerCancel = by === null;
    const order = ID_PATTERN.test(id) ? await deps.orders.get(id) : null;
    if (!order) throw notFound();
    if (!canMoveOrder(order.status, to) || (customerCancel && order.status !== 'placed')) {
      throw new AppError('conflict', `An order that is ${order.status} cannot become ${to}.`);
    }
    if (to === 'ready' && order.lines.some((line) => isPrintLine(line) && !line.printJob.printed)) {
      throw notPrinted();
    }
    // The day opens before the collection's moment is taken, so its money falls inside the day.
    if (to === 'collected' && by) await deps.drawer?.ensureOpen(by);
    const at = now();
    const paid = to === 'collected' ? await collectionOf(order, collection, at) : null;
    const details: StatusChangeDetails = {
      ...(by ? { by } : {}),
      ...(to === 'ready' ? { holdUntil: holdUntilFrom(at, deps.holdDays) } : {}),
      ...paid?.details,
      ...(customerCancel ? { unlessPrinted: true } : {}),
      ...(to === 'collected'
        ? {
            bill: await deps.billing.draftFor(
              pricedInPaise(order.lines),
              collection.buyer ?? paid?.buyer ?? buyerOfOrder(order),
            ),
          }
        : {}),
    };
    // The customer hears when the order is ready or cancelled, and once collected where its bill is.
    const notify: Notify | undefined = to === 'placed' ? undefined : deps.notices(to);
    const result = await numberedWrite(() => deps.orders.changeStatus(id, order.status, to, details, notify));
    if (result.outcome === 'not_found') throw notFound();
    if (result.outcome === 'not_printed') throw notPrinted();
    if (result.outcome === 'printed') throw beingPrinted();
    if (result.outcome === 'no_customer') throw unknownCustomer();
    if (result.outcome === 'credit_limit') throw overLimit(paid!.customer!, result);
    if (result.outcome === 'stale') {
      throw new AppError('conflict', `The order changed meanwhile and is now ${result.current}.`);
    }
    if (to === 'cancelled') deps.stockMayHaveReturned?.();
    return toOrderView(result.order);
  }

  /**
   * How a collection is paid and whose it is: the customer named, or else the one whose phone the
   * online customer signed in with (the same customer), and the parts when paid in parts. A
   * customer with a GSTIN is the bill's buyer.
   */
  async function collectionOf(order: Order, collection: Collection, at: Date) {
    const named = collection.customerId ? await deps.customers?.findById(collection.customerId) : null;
    if (collection.customerId && !named) throw unknownCustomer();
    const customer =
      named ?? (order.verifiedPhone ? await deps.customers?.findByPhone(order.verifiedPhone) : null) ?? null;
    const split = collection.payments ? paymentInParts(collection.payments, toPaise(order.totalPrice)) : null;
    const payment = split
      ? { method: split.main.method, reference: split.main.reference }
      : collection.payment;
    const details: Partial<StatusChangeDetails> = {
      ...(payment ? { payment: { ...payment, at: at.toISOString() } } : {}),
      ...(split?.parts ? { parts: split.parts } : {}),
      ...(customer ? { customerId: customer._id } : {}),
      ...(collection.creditApproved ? { creditApproved: true } : {}),
    };
    return { details, customer, buyer: customer?.gstin ? buyerOf(customer) : undefined };
  }

  /** The kits an order's items name, by id; none read when it names none. */
  async function kitsOf(items: PlaceOrderRequest['items']) {
    const ids = [...new Set(items.filter(isKitItem).map((item) => item.kitId))];
    const kits = ids.length ? await deps.kits.getMany(ids) : [];
    return new Map(kits.map((kit) => [kit._id, kit]));
  }

  /**
   * The order's lines as charged: books at today's prices, each kit listed item by item at its
   * price spread over them (kit-lines.ts), print jobs as the quote prices them.
   */
  async function priceLines(
    customer: Customer,
    items: PlaceOrderRequest['items'],
  ): Promise<OrderLineInput[]> {
    const kits = await kitsOf(items);
    const ids = items.filter(isBookItem).map((item) => item.productId);
    const kitItemIds = items.filter(isKitItem).flatMap((item) => kitProductIds(kits.get(item.kitId)));
    const wanted = [...new Set([...ids, ...kitItemIds])];
    const books = wanted.length ? await deps.books.getMany(wanted) : [];
    const byId = new Map(books.map((book) => [book._id, book]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) {
      throw new AppError('validation', 'Some items in the order are no longer sold.', [
        { path: 'items', message: `Unknown items: ${missing.join(', ')}` },
      ]);
    }
    const lines = await Promise.all(
      items.map(async (item, index): Promise<OrderLineInput | OrderLineInput[]> => {
        if (isPrintItem(item)) return deps.print.orderLine(customer.uid, item.printJob);
        if (isKitItem(item)) return kitItemLines(item, index, kits.get(item.kitId), byId, now());
        const book = byId.get(item.productId)!;
        const line: BookLineInput = {
          bookId: item.productId,
          title: book.title,
          unitPricePaise: toPaise(book.newPrice),
          coverImage: book.coverImage,
          quantity: item.quantity,
        };
        return line;
      }),
    );
    const listed = lines.flat();
    if (listed.length > EXPANDED_LINES_MAX) {
      const message = `An order can hold at most ${EXPANDED_LINES_MAX} lines once its kits are listed item by item`;
      throw new AppError('validation', message, [{ path: 'items', message }]);
    }
    return listed;
  }

  return {
    async place(
      customer: Customer,
      request: PlaceOrderRequest,
      idempotencyKey?: string,
    ): Promise<PlacedOrder> {
      const lines = await priceLines(customer, request.items);
      const totalPaise = sumPaise(lines, (line) => timesUnits(line.unitPricePaise, line.quantity));
      const claim = idempotencyKey
        ? { key: idempotencyKey, customerUid: customer.uid, fingerprint: fingerprintOf(request) }
        : undefined;
      const result = await deps.orders.create(
        {
          customerUid: customer.uid,
          email: customer.email ?? '',
          emailVerified: customer.emailVerified,
          verifiedPhone: customer.phoneNumber,
          locale: request.locale,
          name: request.name,
          phone: request.phone,
          address: request.address,
          lines,
          totalPaise,
        },
        claim,
        deps.notices('placed'),
      );
      if (result.outcome === 'key_reused_with_other_request') {
        throw new AppError(
          'idempotency_mismatch',
          'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
        );
      }
      if (result.outcome === 'out_of_stock') {
        throw new AppError(
          'out_of_stock',
          `Not enough stock: ${describeShortage(result.items)}. Nothing was ordered.`,
          undefined,
          { items: result.items },
        );
      }
      if (result.outcome === 'print_job_unavailable') {
        throw new AppError(
          'conflict',
          'A print file in this order is already in another order. Upload it again to print it again.',
          undefined,
          { jobIds: result.jobIds },
        );
      }
      return { order: toCustomerView(result.order), replayed: result.outcome === 'replayed' };
    },

    async listForEmail(email: string): Promise<OrderView[]> {
      return (await deps.orders.listByEmail(email.toLowerCase())).map(toOrderView);
    },

    /**
     * A customer's own orders: by the uid their sign-in proves, not only the e-mail, so an
     * unverified account carrying someone else's address reads nothing of theirs.
     */
    async listForCustomer(customer: Customer, email: string): Promise<OrderView[]> {
      if (!customer.email || customer.email !== email.toLowerCase()) {
        throw new AppError('forbidden', 'You can only see your own orders.');
      }
      return (await deps.orders.listByCustomer(customer.uid, customer.email)).map(toCustomerView);
    },

    /**
     * GET /mine: the signed-in customer's orders, whoever they are (e-mail or phone), newest
     * first. Whose is the sign-in's to say, never a parameter's (see ownership.ts).
     */
    async listMine(customer: Customer): Promise<OrderView[]> {
      return (await deps.orders.listByAccount(customer.uid, verifiedEmailOf(customer))).map(toCustomerView);
    },

    /** Whether this request repeats an order already placed (its Idempotency-Key is known). */
    isReplay(customer: Customer, idempotencyKey: string): Promise<boolean> {
      return deps.orders.hasClaim(customer.uid, idempotencyKey);
    },

    /** Every order, newest first, in batches, so a long history never holds up other requests. */
    async *listAll(): AsyncIterable<OrderView[]> {
      for await (const batch of deps.orders.listAllInBatches(ORDERS_PER_BATCH)) yield batch.map(toOrderView);
    },

    /**
     * The owner or staff member `by` moves an order, named in its history; collecting records how
     * it was paid and bills it (to `buyer` when given).
     */
    changeStatus(id: string, to: OrderStatus, by: StaffRef, collection: Collection = {}): Promise<OrderView> {
      return move(id, to, by, collection);
    },

    /** The desk ticks (or unticks) a print job of a placed order as printed. */
    async markPrinted(orderId: string, jobId: string, printed: boolean): Promise<OrderView> {
      const result =
        ID_PATTERN.test(orderId) && ID_PATTERN.test(jobId)
          ? await deps.orders.markPrinted(orderId, jobId, printed)
          : { outcome: 'not_found' as const };
      if (result.outcome === 'not_found')
        throw new AppError('not_found', 'Print job not found in this order.');
      if (result.outcome === 'stale') {
        throw new AppError(
          'conflict',
          `This order is ${result.current}; its print jobs can no longer be ticked.`,
        );
      }
      return toOrderView(result.order);
    },

    /** A customer cancels their own order while it is still being prepared. */
    async cancelByCustomer(customer: Customer, id: string): Promise<OrderView> {
      const order = ID_PATTERN.test(id) ? await deps.orders.get(id) : null;
      // Someone else's order is as good as absent: its existence is not theirs to learn.
      if (!order || !isCustomersOrder(customer, order)) throw notFound();
      if (order.status !== 'placed') {
        throw new AppError(
          'conflict',
          order.status === 'cancelled'
            ? 'This order is already cancelled.'
            : `This order is ${order.status} and can no longer be cancelled online. Please call the shop.`,
        );
      }
      if (order.lines.some((line) => isPrintLine(line) && line.printJob.printed)) throw beingPrinted();
      return forCustomer(await move(id, 'cancelled', null));
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
