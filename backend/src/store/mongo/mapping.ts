import type { PipelineStage } from 'mongoose';
import { DEFAULT_LANGUAGE, DEFAULT_UNIT, type OrderLineKit, type OrderReturn } from '../../contract';
import { invoiceRefOf } from '../bills';
import { bookWords } from '../search-terms';
import { bookFieldsOf } from '../book-rules';
import { toRupees } from '../money';
import {
  isPrintLine,
  type AdminUser,
  type BackInStockRequest,
  type Book,
  type BookInput,
  type BookUpdate,
  type Order,
  type OrderInput,
  type OrderLine,
  type OrderLineInput,
  type OutboxMessage,
  type SaleDetails,
  type StockMovement,
} from '../store';
import type {
  AdminDoc,
  BackInStockDoc,
  BookDoc,
  NoticeDoc,
  OrderDoc,
  OrderLineDoc,
  ReturnDoc,
  SaleDoc,
  StockMovementDoc,
} from './models';

/** Everything a book update sets: all fields but the id, the creation time and the counts orders keep. */
export const toBookFields = (
  input: Omit<BookUpdate, 'stock'>,
  now: Date,
): Omit<BookDoc, '_id' | 'createdAt' | 'unitsSold' | 'stock' | 'onHand' | 'committed'> => ({
  ...bookFieldsOf(input),
  ...bookWords(input),
  updatedAt: now,
});

export const toBookDoc = (id: string, input: BookInput, now: Date): BookDoc => ({
  _id: id,
  ...toBookFields(input, now),
  unitsSold: 0,
  stock: input.stock,
  onHand: input.stock,
  committed: 0,
  createdAt: now,
});

export const toBook = (doc: BookDoc): Book => ({
  _id: doc._id,
  title: doc.title,
  description: doc.description,
  category: doc.category,
  trending: doc.trending,
  oldPrice: toRupees(doc.oldPricePaise),
  newPrice: toRupees(doc.newPricePaise),
  coverImage: doc.coverImage,
  stock: doc.stock ?? null,
  onHand: doc.onHand ?? null,
  sku: doc.sku ?? null,
  barcode: doc.barcode ?? null,
  author: doc.author ?? null,
  publisher: doc.publisher ?? null,
  language: doc.language ?? null,
  hsn: doc.hsn ?? null,
  gstRate: doc.gstRate ?? null,
  // Items stored before units were kept are counted in numbers.
  unit: doc.unit ?? DEFAULT_UNIT,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

export const toOutboxMessage = (doc: NoticeDoc): OutboxMessage => ({
  _id: doc._id,
  orderId: doc.orderId ?? null,
  bookId: doc.bookId ?? null,
  kind: doc.kind,
  recipient: doc.recipient,
  subject: doc.subject,
  text: doc.text,
  state: doc.state,
  attempts: doc.attempts,
  lastError: doc.lastError ?? null,
  createdAt: doc.createdAt.toISOString(),
  sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
  nextAttemptAt: doc.nextAttemptAt ? doc.nextAttemptAt.toISOString() : null,
});

export const toBackInStockRequest = (doc: BackInStockDoc): BackInStockRequest => ({
  _id: doc._id,
  bookId: doc.bookId,
  customerUid: doc.customerUid,
  email: doc.email,
  emailVerified: doc.emailVerified,
  phone: doc.phone ?? null,
  phoneVerified: doc.phoneVerified ?? false,
  createdAt: doc.createdAt.toISOString(),
  notifiedAt: doc.notifiedAt ? doc.notifiedAt.toISOString() : null,
});

export const toStockMovement = (doc: StockMovementDoc): StockMovement => ({
  _id: doc._id,
  bookId: doc.bookId,
  at: doc.at.toISOString(),
  change: doc.change,
  reason: doc.reason,
  stockAfter: doc.stockAfter ?? null,
  orderId: doc.orderId ?? null,
  ownerId: doc.ownerId ?? null,
  by: doc.by ?? null,
  ...(doc.purchaseId ? { purchaseId: doc.purchaseId } : {}),
});

export const toLineDoc = (line: OrderLineInput): OrderLineDoc =>
  isPrintLine(line)
    ? {
        title: line.title,
        pricePaise: line.unitPricePaise,
        coverImage: '',
        quantity: 1,
        printJob: { ...line.printJob },
      }
    : {
        bookId: line.bookId,
        title: line.title,
        pricePaise: line.unitPricePaise,
        coverImage: line.coverImage,
        quantity: line.quantity,
        ...(line.kit ? { kit: { ...line.kit } } : {}),
      };

/** A line's kit with exactly the contract's fields, whatever else its document holds. */
const toLineKit = (kit: OrderLineKit): OrderLineKit => ({
  _id: kit._id,
  title: kit.title,
  school: kit.school,
  className: kit.className,
  kits: kit.kits,
  group: kit.group,
});

export const toLine = (line: OrderLineDoc): OrderLine =>
  line.printJob
    ? {
        printJob: {
          jobId: line.printJob.jobId,
          colour: line.printJob.colour,
          sides: line.printJob.sides,
          copies: line.printJob.copies,
          range: line.printJob.range ?? '',
          binding: line.printJob.binding,
          fileName: line.printJob.fileName,
          documentPages: line.printJob.documentPages,
          pages: line.printJob.pages,
          printedSides: line.printJob.printedSides,
          sheets: line.printJob.sheets,
          printed: line.printJob.printed,
        },
        title: line.title,
        price: toRupees(line.pricePaise),
        coverImage: '',
        quantity: 1,
      }
    : {
        bookId: line.bookId!,
        title: line.title,
        price: toRupees(line.pricePaise),
        coverImage: line.coverImage,
        quantity: line.quantity ?? 1,
        ...(line.kit ? { kit: toLineKit(line.kit) } : {}),
      };

export const toOrderDoc = (id: string, input: OrderInput, now: Date, pickupCode: string): OrderDoc => ({
  _id: id,
  channel: 'online',
  customerUid: input.customerUid,
  email: input.email,
  emailVerified: input.emailVerified ?? false,
  verifiedPhone: input.verifiedPhone ?? null,
  locale: input.locale ?? DEFAULT_LANGUAGE,
  name: input.name,
  phone: input.phone,
  address: {
    street: input.address.street,
    city: input.address.city,
    state: input.address.state,
    country: input.address.country,
    zipcode: input.address.zipcode,
  },
  lines: input.lines.map(toLineDoc),
  totalPaise: input.totalPaise,
  status: 'placed',
  // The customer placed it: nobody at the shop is named.
  statusHistory: [{ status: 'placed', at: now, by: null }],
  pickupCode,
  holdUntil: null,
  payment: null,
  customerId: null,
  sale: null,
  createdAt: now,
  updatedAt: now,
});

const rupeesOrNull = (paise: number | null | undefined) =>
  paise === null || paise === undefined ? null : toRupees(paise);

/**
 * Stages giving each paid order one document a part as `part` ({method, amountPaise}): a sale
 * paid in parts one for each, any other order one for its total under its one method.
 */
export const PAID_PARTS: PipelineStage[] = [
  {
    $addFields: {
      part: {
        $ifNull: ['$payment.parts', [{ method: '$payment.method', amountPaise: '$totalPaise' }]],
      },
    },
  },
  { $unwind: '$part' },
];

export const toSaleDetails = (sale: SaleDoc): SaleDetails => ({
  number: sale.number,
  day: sale.day,
  tendered: rupeesOrNull(sale.tenderedPaise),
  change: rupeesOrNull(sale.changePaise),
  // Sales from before sales named who made and voided them name nobody.
  cashier: sale.cashier ?? null,
  priceApprovedBy: sale.priceApprovedBy ?? null,
  voided: sale.voided
    ? {
        reason: sale.voided.reason,
        at: sale.voided.at.toISOString(),
        by: sale.voided.by ?? null,
        approvedBy: sale.voided.approvedBy ?? null,
      }
    : null,
});

export const toOrder = (doc: OrderDoc): Order => ({
  _id: doc._id,
  // Orders from before counter sales were all placed online.
  channel: doc.channel ?? 'online',
  sale: doc.sale ? toSaleDetails(doc.sale) : null,
  invoice: doc.invoice ? invoiceRefOf(doc.invoice) : null,
  customerUid: doc.customerUid,
  email: doc.email,
  // Orders from before the field were placed without that word, so their notices wait.
  emailVerified: doc.emailVerified === true,
  name: doc.name,
  phone: doc.phone,
  // Orders from before phone sign-in had none, and were all placed in English.
  verifiedPhone: doc.verifiedPhone ?? null,
  locale: doc.locale ?? DEFAULT_LANGUAGE,
  address: {
    street: doc.address.street,
    city: doc.address.city,
    state: doc.address.state,
    country: doc.address.country,
    zipcode: doc.address.zipcode,
  },
  lines: doc.lines.map(toLine),
  totalPrice: toRupees(doc.totalPaise),
  status: doc.status,
  statusHistory: doc.statusHistory.map((change) => ({
    status: change.status,
    at: change.at.toISOString(),
    // Changes from before the history named anyone name nobody.
    by: change.by ?? null,
  })),
  pickupCode: doc.pickupCode,
  holdUntil: doc.holdUntil ? doc.holdUntil.toISOString() : null,
  payment: doc.payment
    ? {
        method: doc.payment.method,
        reference: doc.payment.reference ?? null,
        at: doc.payment.at.toISOString(),
        ...(doc.payment.parts
          ? {
              parts: doc.payment.parts.map((part) => ({
                method: part.method,
                amount: toRupees(part.amountPaise),
                reference: part.reference ?? null,
              })),
            }
          : {}),
      }
    : null,
  // Orders from before customers' accounts name no customer.
  customerId: doc.customerId ?? null,
  createdAt: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

export const toOrderReturn = (doc: ReturnDoc): OrderReturn => ({
  _id: doc._id,
  orderId: doc.orderId,
  items: doc.items.map((item) => ({
    productId: item.productId,
    title: item.title,
    quantity: item.quantity,
    price: toRupees(item.pricePaise),
  })),
  refund: { method: doc.refund.method, reference: doc.refund.reference ?? null },
  amount: toRupees(doc.amountPaise),
  reason: doc.reason,
  at: doc.at.toISOString(),
  creditNote: doc.creditNote ? { number: doc.creditNote.number } : null,
  by: doc.by ?? null,
  approvedBy: doc.approvedBy ?? null,
});

export const toAdminDoc = (id: string, input: Omit<AdminUser, '_id' | 'createdAt'>, now: Date): AdminDoc => ({
  _id: id,
  username: input.username,
  usernameKey: toUsernameKey(input.username),
  displayName: input.displayName,
  passwordHash: input.passwordHash,
  createdAt: now,
});

export const toUsernameKey = (username: string): string => username.toLowerCase();

export const toAdmin = (doc: AdminDoc): AdminUser => ({
  _id: doc._id,
  username: doc.username,
  displayName: doc.displayName,
  passwordHash: doc.passwordHash,
  createdAt: doc.createdAt.toISOString(),
});
