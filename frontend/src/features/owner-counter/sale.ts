import {
  compactCode,
  COUNTER_LINE_QUANTITY_MAX,
  toPaise,
  toRupees,
  type Book,
  type CounterSaleItem,
  type CounterSaleRequest,
  type PaymentMethod,
  type PaymentPart,
  type ShopCustomer,
  type TenderMethod,
} from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';
import { readApiError, type ApiCallError } from '@/lib/api-error';
import { formatRupees, parseRupees, priceTimes, sumPrices } from '@/lib/money';
import type { SaleBuyer } from './buyer';

/** One line of the sale being rung up: the request's item for it (saleItem), as the screen holds it. */
export interface SaleLine extends Pick<CounterSaleItem, 'quantity'> {
  book: Book;
  /** The owner's price per unit as typed; empty for the shop's price. */
  priceText: string;
}

export type SaleAction =
  | { type: 'add'; book: Book }
  | { type: 'quantity'; id: string; quantity: number }
  | { type: 'price'; id: string; text: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

const changeLine = (lines: SaleLine[], id: string, change: (line: SaleLine) => SaleLine) =>
  lines.map((line) => (line.book._id === id ? change(line) : line));

/** A scanned item already in the sale is one more of it, with the stock as the scan read it. */
export function saleReducer(lines: SaleLine[], action: SaleAction): SaleLine[] {
  switch (action.type) {
    case 'add':
      return lines.some((line) => line.book._id === action.book._id)
        ? changeLine(lines, action.book._id, (line) => ({
            ...line,
            book: action.book,
            quantity: Math.min(COUNTER_LINE_QUANTITY_MAX, line.quantity + 1),
          }))
        : [...lines, { book: action.book, quantity: 1, priceText: '' }];
    case 'quantity':
      return changeLine(lines, action.id, (line) => ({ ...line, quantity: action.quantity }));
    case 'price':
      return changeLine(lines, action.id, (line) => ({ ...line, priceText: action.text }));
    case 'remove':
      return lines.filter((line) => line.book._id !== action.id);
    case 'clear':
      return [];
  }
}

/** What is wrong with a line's own price; null when it is fine or left to the shop's price. */
export function priceProblem(line: SaleLine): string | null {
  if (!line.priceText.trim()) return null;
  const price = parseRupees(line.priceText);
  if (price === null) return translateOwner('owner.counter.price.notAmount');
  if (price > line.book.newPrice)
    return translateOwner('owner.counter.price.aboveShop', { price: formatRupees(line.book.newPrice) });
  return null;
}

export function unitPrice(line: SaleLine): number {
  const own = priceProblem(line) ? null : parseRupees(line.priceText);
  return own ?? line.book.newPrice;
}

export const lineAmount = (line: SaleLine): number => priceTimes(unitPrice(line), line.quantity);

export const saleTotal = (lines: readonly SaleLine[]): number => sumPrices(lines.map(lineAmount));

/** Units beyond what the shop counted as available; 0 for an item it does not count. */
export const unitsShort = (line: SaleLine): number =>
  line.book.stock === null ? 0 : Math.max(0, line.quantity - Math.max(0, line.book.stock));

/** Change to hand back, worked in paise like every sum. */
export const changeDue = (tendered: number, total: number): number =>
  toRupees(toPaise(tendered) - toPaise(total));

/** A customer the shop knows, as GET /api/customers lists them: with what they owe. */
export type AccountCustomer = ShopCustomer & { balance: number };

/** How the customer pays, as the form holds it. */
export interface PaymentChoice {
  /** One way of paying; `account` only with a customer chosen. */
  method: TenderMethod;
  tenderedText: string;
  reference: string;
  /** The customer the sale is to, when the cashier chose one. */
  customer: AccountCustomer | null;
  /** Paid in parts: the amount typed for each way of paying. */
  split: boolean;
  partsText: Partial<Record<TenderMethod, string>>;
}

/** A payment before anything is said of it: cash, to nobody's account, in one part. */
export const NEW_PAYMENT: PaymentChoice = {
  method: 'cash',
  tenderedText: '',
  reference: '',
  customer: null,
  split: false,
  partsText: {},
};

/** The parts typed, each more than 0, in the order of the ways of paying. */
export function partsOf(payment: PaymentChoice): PaymentPart[] {
  const reference = payment.reference.trim();
  return (['cash', 'upi', 'card', 'account'] as const).flatMap((method): PaymentPart[] => {
    const amount = parseRupees(payment.partsText[method] ?? '');
    if (amount === null || amount <= 0) return [];
    const withReference = reference && (method === 'upi' || method === 'card') ? { reference } : {};
    return [{ method, amount, ...withReference }];
  });
}

/** What is wrong with the parts: not adding up to the total; null when they do or it is not split. */
export function partsProblem(payment: PaymentChoice, total: number): string | null {
  if (!payment.split) return null;
  const paid = sumPrices(partsOf(payment).map((part) => part.amount));
  return toPaise(paid) === toPaise(total)
    ? null
    : translateOwner('owner.counter.account.partsShort', {
        paid: formatRupees(paid),
        total: formatRupees(total),
      });
}

/** What a payment sends: its parts, when split or wholly on account; else its one way of paying money. */
export type PaymentToSend = { payments: PaymentPart[] } | { method: PaymentMethod };

export function paymentToSend(payment: PaymentChoice, total: number): PaymentToSend {
  if (payment.split) return { payments: partsOf(payment) };
  if (payment.method === 'account') return { payments: [{ method: 'account', amount: total }] };
  return { method: payment.method };
}

/** The API's refusal of a sale or a collection past the customer's credit limit, a manager's to allow. */
export function isOverCreditLimit(error: ApiCallError): boolean {
  const read = readApiError(error);
  return read.kind === 'refusal' && read.code === 'credit_limit';
}

/** What is wrong with the cash handed over; null when fine or not given (it is optional). */
export function tenderedProblem(payment: PaymentChoice, total: number): string | null {
  if (payment.split || payment.method !== 'cash' || !payment.tenderedText.trim()) return null;
  const tendered = parseRupees(payment.tenderedText);
  if (tendered === null) return translateOwner('owner.counter.payment.tenderedNotAmount');
  return toPaise(tendered) < toPaise(total)
    ? translateOwner('owner.counter.payment.tenderedShort', { total: formatRupees(total) })
    : null;
}

function saleItem(line: SaleLine): CounterSaleItem {
  const price = unitPrice(line);
  const item = { productId: line.book._id, quantity: line.quantity };
  return price === line.book.newPrice ? item : { ...item, price };
}

/** POST /api/counter/sales's body, with the business buyer the bill names. */
export type SaleRequest = CounterSaleRequest & { buyer?: SaleBuyer };

/** The body of POST /api/counter/sales: only what differs from the shop's defaults is sent. */
export function saleRequest(
  lines: readonly SaleLine[],
  payment: PaymentChoice,
  buyer?: SaleBuyer,
): SaleRequest {
  const items = lines.map(saleItem);
  const customer = payment.customer ? { customerId: payment.customer._id } : {};
  const extra = { ...customer, ...(buyer ? { buyer } : {}) };
  const sent = paymentToSend(payment, saleTotal(lines));
  if ('payments' in sent) return { items, payments: sent.payments, ...extra };
  const tendered = sent.method === 'cash' ? parseRupees(payment.tenderedText) : null;
  const reference = sent.method === 'cash' ? '' : payment.reference.trim();
  return {
    items,
    payment: {
      method: sent.method,
      ...(reference ? { reference } : {}),
      ...(tendered !== null ? { tendered } : {}),
    },
    ...extra,
  };
}

/** A barcode as scanners and people write it: 8 to 14 digits, spaces and hyphens aside. */
export function barcodeOf(text: string): string | null {
  const digits = compactCode(text);
  return /^\d{8,14}$/.test(digits) ? digits : null;
}

/** Text no code can be (letters or spaces in it), so a failed lookup searches the catalogue. */
export const looksLikeWords = (text: string): boolean => /[\p{L}\s]/u.test(text.trim());
