import { bookWords } from '../search-terms';
import type {
  SnapshotAdmin,
  SnapshotBackInStockRequest,
  SnapshotBook,
  SnapshotDrawerDay,
  SnapshotInvoice,
  SnapshotOrder,
  SnapshotPrintJob,
  SnapshotRecords,
  SnapshotReturn,
} from '../snapshot';
import { toUsernameKey } from './mapping';
import type {
  AdminDoc,
  BackInStockDoc,
  BookDoc,
  CounterDayDoc,
  NoticeDoc,
  OrderDoc,
  ReturnDoc,
  SecretDoc,
  SettingDoc,
  StockMovementDoc,
} from './models';
import type { InvoiceDoc, InvoiceRefDoc, InvoiceSeriesDoc } from './invoice-models';
import type { PrintJobDoc, PrintRatesDoc } from './print-models';
import type { CashMovementDoc, DrawerDayDoc } from './drawer-models';
import type { KitDoc } from './kit-models';
import { toKitDocument } from './kits';
import type { AuditDoc, CounterDeviceDoc, StaffDoc } from './staff-models';

export const BATCH_SIZE = 500;

export interface MongoDocuments {
  notices: NoticeDoc[];
  books: BookDoc[];
  orders: OrderDoc[];
  returns: ReturnDoc[];
  drawerDays: DrawerDayDoc[];
  cashMovements: CashMovementDoc[];
  /** The last number each counter day gave out, as its sales carry them. */
  counterDays: CounterDayDoc[];
  invoices: InvoiceDoc[];
  /** The last serial each series gave out. */
  invoiceSeries: InvoiceSeriesDoc[];
  admins: AdminDoc[];
  secrets: SecretDoc[];
  stockMovements: StockMovementDoc[];
  printRates: PrintRatesDoc[];
  /** Without their files: the import uploads each file and sets fileId itself. */
  printJobs: Omit<PrintJobDoc, 'fileId'>[];
  backInStock: BackInStockDoc[];
  /** The owner's settings by name, saved whole ("tax"). */
  settings: SettingDoc[];
  kits: KitDoc[];
  staff: StaffDoc[];
  counterDevices: CounterDeviceDoc[];
  auditLog: AuditDoc[];
}

/**
 * The documents the MongoDB adapter would hold for these records. Money stays in paise end to
 * end (never through rupees), so every amount arrives exactly as it was stored.
 */
export function toMongoDocuments(part: Partial<SnapshotRecords>): MongoDocuments {
  const returns = part.returns ?? [];
  const returned = returnedUnits(returns);
  const invoices = part.invoices ?? [];
  const { bills, creditNotes } = invoiceLinks(invoices);
  return {
    books: (part.books ?? []).map(toBookDocument),
    backInStock: (part.backInStockRequests ?? []).map(toBackInStockDocument),
    orders: (part.orders ?? []).map((order) => ({
      ...toOrderDocument(order, returned.get(order.id)),
      ...(bills.has(order.id) ? { invoice: bills.get(order.id) } : {}),
    })),
    returns: returns.map((record) => ({
      ...toReturnDocument(record),
      ...(creditNotes.has(record.id) ? { creditNote: { number: creditNotes.get(record.id)! } } : {}),
    })),
    counterDays: counterDaysOf(part.orders ?? []),
    drawerDays: (part.drawerDays ?? []).map(toDrawerDayDocument),
    cashMovements: (part.cashMovements ?? []).map((movement) => ({
      _id: movement.id,
      dayId: movement.dayId,
      at: toDate(movement.at, `cash movement ${movement.id} at`),
      type: movement.type,
      amountPaise: movement.amountPaise,
      reason: movement.reason,
      by: movement.by,
    })),
    invoices: invoices.map(({ number, ...record }) => ({
      _id: number,
      ...record,
      at: toDate(record.at, `invoice ${number} at`),
    })),
    invoiceSeries: (part.invoiceSeries ?? []).map((series) => ({ _id: series.series, last: series.last })),
    admins: (part.admins ?? []).map(toAdminDocument),
    secrets: (part.secrets ?? []).map((secret) => ({
      _id: secret.name,
      value: secret.value,
      createdAt: toDate(secret.createdAt, `secret ${secret.name} createdAt`),
    })),
    notices: (part.notices ?? []).map((notice) => ({
      _id: notice.id,
      orderId: notice.orderId,
      bookId: notice.bookId,
      bookIds: notice.bookIds,
      phone: notice.phone,
      kind: notice.kind,
      recipient: notice.recipient,
      subject: notice.subject,
      text: notice.text,
      state: notice.state,
      attempts: notice.attempts,
      lastError: notice.lastError,
      createdAt: toDate(notice.createdAt, `notice ${notice.id} createdAt`),
      sentAt: notice.sentAt ? toDate(notice.sentAt, `notice ${notice.id} sentAt`) : null,
      nextAttemptAt: notice.nextAttemptAt
        ? toDate(notice.nextAttemptAt, `notice ${notice.id} nextAttemptAt`)
        : null,
      leaseUntil: null,
    })),
    printRates: part.printRates ? [{ _id: 'rates', ...part.printRates }] : [],
    kits: (part.kits ?? []).map((kit) =>
      toKitDocument(kit, {
        createdAt: toDate(kit.createdAt, `kit ${kit.id} createdAt`),
        updatedAt: toDate(kit.updatedAt, `kit ${kit.id} updatedAt`),
      }),
    ),
    printJobs: (part.printJobs ?? []).map(toPrintJobDocument),
    staff: (part.staff ?? []).map(({ id, ...member }) => ({
      _id: id,
      ...member,
      // A snapshot from before managers had dashboard logins has neither field.
      username: member.username ?? null,
      passwordHash: member.passwordHash ?? null,
      lockedUntil: member.lockedUntil ? toDate(member.lockedUntil, `staff ${id} lockedUntil`) : null,
      createdAt: toDate(member.createdAt, `staff ${id} createdAt`),
      updatedAt: toDate(member.updatedAt, `staff ${id} updatedAt`),
    })),
    auditLog: (part.auditLog ?? []).map(({ seq, at, ...rest }) => ({
      ...rest,
      _id: seq,
      at: toDate(at, `audit entry ${seq} at`),
    })),
    counterDevices: (part.counterDevices ?? []).map(({ id, ...device }) => ({
      _id: id,
      ...device,
      createdAt: toDate(device.createdAt, `counter device ${id} createdAt`),
      lastUsedAt: device.lastUsedAt ? toDate(device.lastUsedAt, `counter device ${id} lastUsedAt`) : null,
      revokedAt: device.revokedAt ? toDate(device.revokedAt, `counter device ${id} revokedAt`) : null,
    })),
    settings: (part.settings ?? []).map((setting) => ({
      _id: setting.name,
      value: setting.value,
      updatedAt: toDate(setting.updatedAt, `setting ${setting.name} updatedAt`),
    })),
    stockMovements: (part.stockMovements ?? []).map((movement) => ({
      _id: movement.id,
      bookId: movement.bookId,
      at: toDate(movement.at, `stock movement ${movement.id} at`),
      change: movement.change,
      reason: movement.reason,
      stockAfter: movement.stockAfter,
      orderId: movement.orderId,
      ownerId: movement.ownerId,
      by: movement.by,
    })),
  };
}

function toDate(iso: string, what: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`${what} is not a timestamp: ${JSON.stringify(iso)}`);
  return date;
}

const toBookDocument = (book: SnapshotBook): BookDoc => ({
  _id: book.id,
  title: book.title,
  description: book.description,
  category: book.category,
  trending: book.trending,
  oldPricePaise: book.oldPricePaise,
  newPricePaise: book.newPricePaise,
  coverImage: book.coverImage,
  unitsSold: book.unitsSold,
  stock: book.stock,
  onHand: book.onHand,
  committed: book.committed,
  sku: book.sku,
  barcode: book.barcode,
  author: book.author,
  publisher: book.publisher,
  language: book.language,
  hsn: book.hsn,
  gstRate: book.gstRate,
  unit: book.unit,
  ...bookWords(book),
  createdAt: toDate(book.createdAt, `book ${book.id} createdAt`),
  updatedAt: toDate(book.updatedAt, `book ${book.id} updatedAt`),
});

const toBackInStockDocument = (request: SnapshotBackInStockRequest): BackInStockDoc => ({
  _id: request.id,
  bookId: request.bookId,
  customerUid: request.customerUid,
  email: request.email,
  emailVerified: request.emailVerified,
  phone: request.phone,
  phoneVerified: request.phoneVerified,
  createdAt: toDate(request.createdAt, `back-in-stock request ${request.id} createdAt`),
  notifiedAt: request.notifiedAt
    ? toDate(request.notifiedAt, `back-in-stock request ${request.id} notifiedAt`)
    : null,
  // Only a waiting request holds the key that keeps one per customer and item.
  ...(request.notifiedAt ? {} : { waitingKey: `${request.bookId}:${request.customerUid}` }),
});

/** Units per item each order had handed back: the guard a return and a void update in MongoDB. */
function returnedUnits(returns: readonly SnapshotReturn[]): Map<string, Record<string, number>> {
  const byOrder = new Map<string, Record<string, number>>();
  for (const record of returns) {
    const units = byOrder.get(record.orderId) ?? {};
    for (const item of record.items) units[item.productId] = (units[item.productId] ?? 0) + item.quantity;
    byOrder.set(record.orderId, units);
  }
  return byOrder;
}

/** What the orders and returns carry of their bills, which MongoDB keeps on them. */
function invoiceLinks(invoices: readonly SnapshotInvoice[]) {
  const bills = new Map<string, InvoiceRefDoc>();
  const creditNotes = new Map<string, string>();
  for (const { number, date, kind, title, cancelled, orderId, returnId } of invoices) {
    if (returnId) creditNotes.set(returnId, number);
    else bills.set(orderId, { number, date, kind, title, cancelled });
  }
  return { bills, creditNotes };
}

/** Each counter day's series goes on from its highest number, voided sales included. */
function counterDaysOf(orders: readonly SnapshotOrder[]): CounterDayDoc[] {
  const last = new Map<string, number>();
  for (const { sale } of orders) {
    if (sale && sale.number > (last.get(sale.day) ?? 0)) last.set(sale.day, sale.number);
  }
  return [...last].map(([day, number]) => ({ _id: day, last: number }));
}

/** Only the open day holds the key that keeps one day open at a time. */
const toDrawerDayDocument = (day: SnapshotDrawerDay): DrawerDayDoc => ({
  _id: day.id,
  date: day.date,
  openedAt: toDate(day.openedAt, `drawer day ${day.id} openedAt`),
  floatPaise: day.floatPaise,
  closedAt: day.closedAt ? toDate(day.closedAt, `drawer day ${day.id} closedAt`) : null,
  countedPaise: day.countedPaise,
  report: day.report,
  // A snapshot from before days named who opened them has no openedBy.
  openedBy: day.openedBy ?? null,
  ...(day.closedAt ? {} : { openKey: 'open' as const }),
});

const toReturnDocument = (record: SnapshotReturn): ReturnDoc => ({
  _id: record.id,
  orderId: record.orderId,
  at: toDate(record.at, `return ${record.id} at`),
  items: record.items.map((item) => ({
    productId: item.productId,
    title: item.title,
    quantity: item.quantity,
    pricePaise: item.pricePaise,
  })),
  refund: { method: record.refund.method, reference: record.refund.reference },
  amountPaise: record.amountPaise,
  reason: record.reason,
  by: record.by,
  approvedBy: record.approvedBy,
});

const toOrderDocument = (order: SnapshotOrder, returned: Record<string, number> | undefined): OrderDoc => ({
  _id: order.id,
  channel: order.channel,
  customerUid: order.customerUid,
  email: order.email,
  emailVerified: order.emailVerified,
  verifiedPhone: order.verifiedPhone,
  locale: order.locale,
  name: order.name,
  phone: order.phone,
  address: {
    street: order.address.street,
    city: order.address.city,
    state: order.address.state,
    country: order.address.country,
    zipcode: order.address.zipcode,
  },
  lines: order.lines.map((line) =>
    line.printJob
      ? {
          title: line.title,
          pricePaise: line.pricePaise,
          coverImage: '',
          quantity: 1,
          printJob: { ...line.printJob },
        }
      : {
          bookId: line.bookId,
          title: line.title,
          pricePaise: line.pricePaise,
          coverImage: line.coverImage,
          quantity: line.quantity,
          ...(line.kit ? { kit: { ...line.kit } } : {}),
        },
  ),
  totalPaise: order.totalPaise,
  status: order.status,
  pickupCode: order.pickupCode,
  holdUntil: order.holdUntil ? toDate(order.holdUntil, `order ${order.id} holdUntil`) : null,
  payment: order.payment
    ? { ...order.payment, at: toDate(order.payment.at, `order ${order.id} payment`) }
    : null,
  sale: order.sale
    ? {
        number: order.sale.number,
        day: order.sale.day,
        tenderedPaise: order.sale.tenderedPaise,
        changePaise: order.sale.changePaise,
        cashier: order.sale.cashier,
        // A snapshot from before sales named a price's approver has none.
        priceApprovedBy: order.sale.priceApprovedBy ?? null,
        voided: order.sale.voided
          ? {
              reason: order.sale.voided.reason,
              at: toDate(order.sale.voided.at, `order ${order.id} void`),
              by: order.sale.voided.by,
              approvedBy: order.sale.voided.approvedBy,
            }
          : null,
      }
    : null,
  ...(returned ? { returned } : {}),
  statusHistory: order.statusHistory.map((change) => ({
    status: change.status,
    at: toDate(change.at, `order ${order.id} status change`),
    // A snapshot from before the history named anyone names nobody.
    by: change.by ?? null,
  })),
  createdAt: toDate(order.createdAt, `order ${order.id} createdAt`),
  updatedAt: toDate(order.updatedAt, `order ${order.id} updatedAt`),
});

const toPrintJobDocument = (job: SnapshotPrintJob): Omit<PrintJobDoc, 'fileId'> => ({
  _id: job.id,
  customerUid: job.customerUid,
  fileName: job.fileName,
  pages: job.pages,
  bytes: job.bytes,
  createdAt: toDate(job.createdAt, `print job ${job.id} createdAt`),
  orderId: job.orderId,
});

const toAdminDocument = (admin: SnapshotAdmin): AdminDoc => ({
  _id: admin.id,
  username: admin.username,
  usernameKey: toUsernameKey(admin.username),
  displayName: admin.displayName,
  passwordHash: admin.passwordHash,
  createdAt: toDate(admin.createdAt, `admin ${admin.id} createdAt`),
});

/** Replace-by-id with upsert: writing the same rows twice leaves the same documents. */
export const toUpserts = <T extends { _id: string | number }>(docs: readonly T[]) =>
  docs.map((doc) => ({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } }));

export function* inBatches<T>(items: readonly T[], size = BATCH_SIZE): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
