import { bookWords } from '../search-terms';
import type {
  SnapshotAdmin,
  SnapshotBackInStockRequest,
  SnapshotBook,
  SnapshotItemCost,
  SnapshotDrawerDay,
  SnapshotPrintJob,
  SnapshotRecords,
} from '../snapshot';
import { toDate } from './import-dates';
import { toPaise } from '../money';
import { orderDocuments } from './import-orders';
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
import type { InvoiceDoc, InvoiceSeriesDoc } from './invoice-models';
import type { PrintJobDoc, PrintRatesDoc } from './print-models';
import type { CashMovementDoc, DrawerDayDoc } from './drawer-models';
import type { KitDoc } from './kit-models';
import { toKitDocument } from './kits';
import type { AuditDoc, CounterDeviceDoc, StaffDoc } from './staff-models';
import type { AccountEntryDoc, CustomerDoc } from './customer-models';
import type { PurchaseDoc, PurchaseOrderDoc, SupplierDoc, SupplierPaymentDoc } from './supplier-models';

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
  customers: CustomerDoc[];
  suppliers: SupplierDoc[];
  purchases: PurchaseDoc[];
  supplierPayments: SupplierPaymentDoc[];
  purchaseOrders: PurchaseOrderDoc[];
  accountEntries: AccountEntryDoc[];
}

/**
 * The documents the MongoDB adapter would hold for these records. Money stays in paise end to
 * end (never through rupees), so every amount arrives exactly as it was stored.
 */
export function toMongoDocuments(part: Partial<SnapshotRecords>): MongoDocuments {
  const invoices = part.invoices ?? [];
  return {
    books: withCosts((part.books ?? []).map(toBookDocument), part.itemCosts ?? []),
    backInStock: (part.backInStockRequests ?? []).map(toBackInStockDocument),
    ...orderDocuments(part.orders ?? [], part.returns ?? [], invoices),
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
    customers: (part.customers ?? []).map(
      ({ id, creditLimit, createdAt, updatedAt, remindedAt, ...customer }) => ({
        _id: id,
        ...customer,
        // A snapshot from before reminders has none.
        remindedAt: remindedAt ? toDate(remindedAt, `customer ${id} remindedAt`) : null,
        creditLimitPaise: toPaise(creditLimit),
        createdAt: toDate(createdAt, `customer ${id} createdAt`),
        updatedAt: toDate(updatedAt, `customer ${id} updatedAt`),
      }),
    ),
    purchases: (part.purchases ?? []).map(({ id, at, cancelledAt, ...purchase }) => ({
      _id: id,
      ...purchase,
      purchaseOrderId: purchase.purchaseOrderId ?? null,
      at: toDate(at, `purchase ${id} at`),
      cancelledAt: cancelledAt ? toDate(cancelledAt, `purchase ${id} cancelledAt`) : null,
    })),
    purchaseOrders: (part.purchaseOrders ?? []).map(({ id, at, closedAt, ...order }) => ({
      _id: id,
      ...order,
      at: toDate(at, `purchase order ${id} at`),
      closedAt: closedAt ? toDate(closedAt, `purchase order ${id} closedAt`) : null,
    })),
    supplierPayments: (part.supplierPayments ?? []).map(({ id, at, ...payment }) => ({
      _id: id,
      ...payment,
      at: toDate(at, `supplier payment ${id} at`),
    })),
    suppliers: (part.suppliers ?? []).map(({ id, createdAt, updatedAt, ...supplier }) => ({
      _id: id,
      ...supplier,
      createdAt: toDate(createdAt, `supplier ${id} createdAt`),
      updatedAt: toDate(updatedAt, `supplier ${id} updatedAt`),
    })),
    accountEntries: (part.accountEntries ?? []).map(({ id, at, ...entry }) => ({
      _id: id,
      ...entry,
      at: toDate(at, `account entry ${id} at`),
    })),
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
      ...(movement.purchaseId ? { purchaseId: movement.purchaseId } : {}),
    })),
  };
}

/** Each item with the cost and last supplier kept beside it. */
function withCosts(books: BookDoc[], costs: readonly SnapshotItemCost[]): BookDoc[] {
  const byBook = new Map(costs.map(({ bookId, ...cost }) => [bookId, cost]));
  return books.map((book) => {
    const cost = byBook.get(book._id);
    return cost ? { ...book, ...cost } : book;
  });
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
