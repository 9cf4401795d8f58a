/** Orders (their lines and status history) and returns in a SQLite snapshot, as each version of the file kept them. */
import type Database from 'better-sqlite3';
import type { SnapshotOrder, SnapshotOrderLine, SnapshotReturn, SnapshotStatusChange } from '../snapshot';
import { newPickupCode } from '../ids';
import type { TenderMethod } from '../../contract';
import type { Address, OrderChannel, PaymentMethod } from '../store';
import { staffRefOf, toLineKit, type LineKitColumns } from './order-rows';
import { readPrintLines } from './snapshot-print';
import {
  STREET_SINCE_VERSION,
  STOCK_SINCE_VERSION,
  COUNTER_SINCE_VERSION,
  PRINT_LINES_SINCE_VERSION,
  EMAIL_VERIFIED_SINCE_VERSION,
  SALES_SINCE_VERSION,
  PHONE_SIGN_IN_SINCE_VERSION,
  LINE_KITS_SINCE_VERSION,
  LINE_COSTS_SINCE_VERSION,
  WHO_SINCE_VERSION,
  REST_WHO_SINCE_VERSION,
  ACCOUNTS_SINCE_VERSION,
} from './snapshot-versions';
import { mainPart, type StoredPart } from '../order-rules';

type OrderRow = Omit<
  SnapshotOrder,
  'address' | 'lines' | 'statusHistory' | 'pickupCode' | 'payment' | 'emailVerified' | 'channel' | 'sale'
> &
  Address & {
    emailVerified: number;
    pickupCode: string | null;
    paymentMethod: PaymentMethod | null;
    paymentReference: string | null;
    paidAt: string | null;
    channel: OrderChannel;
    saleDay: string | null;
    saleNumber: number | null;
    tenderedPaise: number | null;
    changePaise: number | null;
    voidReason: string | null;
    voidedAt: string | null;
    customerId: string | null;
    paymentParts: string | null;
  } & WhoColumns;

/**
 * Who sold a sale and who voided it (and approved that), as the v37 columns keep them, and who
 * approved its lower price, as the v40 columns do.
 */
interface WhoColumns {
  cashierId: string | null;
  cashierName: string | null;
  priceApproverId: string | null;
  priceApproverName: string | null;
  voidedById: string | null;
  voidedByName: string | null;
  voidApproverId: string | null;
  voidApproverName: string | null;
}
type Grouped<T> = T & { orderId: string };

/** A book line with the kit it came from, when it did, in place of the kit's columns. */
function withKit<Line extends LineKitColumns>(line: Line) {
  const { kit_id, kit_title, kit_school, kit_class, kit_count, kit_group, ...rest } = line;
  const kit = toLineKit({ kit_id, kit_title, kit_school, kit_class, kit_count, kit_group });
  return kit ? { ...rest, kit } : rest;
}

/** The orders' own columns, as each version of the file kept them. */
function readOrderRows(db: Database.Database, version: number): OrderRow[] {
  const street = version >= STREET_SINCE_VERSION ? 'street' : "'' AS street";
  const emailVerified = version >= EMAIL_VERIFIED_SINCE_VERSION ? 'email_verified' : '0';
  // Before v27 nobody signed in by phone, and every order was placed in English.
  const phoneSignIn =
    version >= PHONE_SIGN_IN_SINCE_VERSION
      ? 'verified_phone AS verifiedPhone, locale'
      : "NULL AS verifiedPhone, 'en' AS locale";
  const counter =
    version >= COUNTER_SINCE_VERSION
      ? `pickup_code AS pickupCode, hold_until AS holdUntil, payment_method AS paymentMethod,
         payment_reference AS paymentReference, paid_at AS paidAt`
      : 'NULL AS pickupCode, NULL AS holdUntil, NULL AS paymentMethod, NULL AS paymentReference, NULL AS paidAt';
  // Before v22 every order was placed online.
  const sales =
    version >= SALES_SINCE_VERSION
      ? `channel, sale_day AS saleDay, sale_number AS saleNumber, tendered_paise AS tenderedPaise,
         change_paise AS changePaise, void_reason AS voidReason, voided_at AS voidedAt`
      : `'online' AS channel, NULL AS saleDay, NULL AS saleNumber, NULL AS tenderedPaise, NULL AS changePaise,
         NULL AS voidReason, NULL AS voidedAt`;
  const who =
    version >= WHO_SINCE_VERSION
      ? `cashier_id AS cashierId, cashier_name AS cashierName, voided_by_id AS voidedById,
         voided_by_name AS voidedByName, void_approver_id AS voidApproverId, void_approver_name AS voidApproverName`
      : `NULL AS cashierId, NULL AS cashierName, NULL AS voidedById, NULL AS voidedByName,
         NULL AS voidApproverId, NULL AS voidApproverName`;
  const priceApprover =
    version >= REST_WHO_SINCE_VERSION
      ? 'price_approver_id AS priceApproverId, price_approver_name AS priceApproverName'
      : 'NULL AS priceApproverId, NULL AS priceApproverName';
  const accounts =
    version >= ACCOUNTS_SINCE_VERSION
      ? 'customer_id AS customerId, payment_parts AS paymentParts'
      : 'NULL AS customerId, NULL AS paymentParts';
  return db
    .prepare<[], OrderRow>(
      `SELECT id, customer_uid AS customerUid, email, ${emailVerified} AS emailVerified, ${phoneSignIn}, name, phone, ${street}, city, state, country,
         zipcode, total_paise AS totalPaise, status, ${counter}, ${sales}, ${who}, ${priceApprover},
         ${accounts}, created_at AS createdAt, updated_at AS updatedAt
       FROM orders ORDER BY created_at, rowid`,
    )
    .all();
}

/** Each order's book and print lines together, in the order it was placed. */
function readOrderLines(db: Database.Database, version: number): Map<string, SnapshotOrderLine[]> {
  const quantity = version >= STOCK_SINCE_VERSION ? 'quantity' : '1 AS quantity';
  const kit =
    version >= LINE_KITS_SINCE_VERSION
      ? 'kit_id, kit_title, kit_school, kit_class, kit_count, kit_group'
      : 'NULL AS kit_id, NULL AS kit_title, NULL AS kit_school, NULL AS kit_class, NULL AS kit_count, NULL AS kit_group';
  const cost = version >= LINE_COSTS_SINCE_VERSION ? 'cost_paise AS costPaise' : 'NULL AS costPaise';
  const bookLines = db
    .prepare<
      [],
      Grouped<Omit<SnapshotOrderLine, 'kit' | 'costPaise'>> & {
        position: number;
        costPaise: number | null;
      } & LineKitColumns
    >(
      `SELECT order_id AS orderId, position, book_id AS bookId, title, price_paise AS pricePaise,
         cover_image AS coverImage, ${quantity}, ${kit}, ${cost}
       FROM order_lines`,
    )
    .all()
    .map(({ costPaise, ...line }) => ({ ...withKit(line), ...(costPaise === null ? {} : { costPaise }) }));
  const printLines = version >= PRINT_LINES_SINCE_VERSION ? readPrintLines(db) : [];
  // Both tables share an order's positions: sorted together they are the order as placed.
  const positioned = [...bookLines, ...printLines].sort((a, b) =>
    a.orderId === b.orderId ? a.position - b.position : a.orderId < b.orderId ? -1 : 1,
  );
  return groupByOrder(positioned.map(({ position: _position, ...line }) => line));
}

/** Each order's status history, oldest first; before v40 no change names who made it. */
function readStatusHistory(db: Database.Database, version: number): Map<string, SnapshotStatusChange[]> {
  const by =
    version >= REST_WHO_SINCE_VERSION ? 'by_id AS byId, by_name AS byName' : 'NULL AS byId, NULL AS byName';
  return groupByOrder(
    db
      .prepare<
        [],
        Grouped<Omit<SnapshotStatusChange, 'by'>> & { byId: string | null; byName: string | null }
      >(`SELECT order_id AS orderId, status, at, ${by} FROM order_status_history ORDER BY order_id, position`)
      .all()
      .map(({ byId, byName, ...change }) => ({ ...change, by: staffRefOf(byId, byName) })),
  );
}

const partsOf = (row: Pick<OrderRow, 'paymentParts'>): StoredPart[] | null =>
  row.paymentParts === null ? null : (JSON.parse(row.paymentParts) as StoredPart[]);

/** Its one method, or the main part's of a sale paid in parts, as the store answers it. */
function paymentOf(row: OrderRow): SnapshotOrder['payment'] {
  const parts = partsOf(row);
  const main = parts ? mainPart(parts) : null;
  if (main) return { method: main.method, reference: main.reference, at: row.paidAt!, parts };
  const { paymentMethod: method, paymentReference: reference, paidAt } = row;
  return method ? { method, reference, at: paidAt! } : null;
}

/** A counter sale's own fields, null for an online order. */
function saleOf(row: OrderRow): SnapshotOrder['sale'] {
  if (row.saleDay === null || row.saleNumber === null) return null;
  return {
    number: row.saleNumber,
    day: row.saleDay,
    tenderedPaise: row.tenderedPaise,
    changePaise: row.changePaise,
    cashier: staffRefOf(row.cashierId, row.cashierName),
    priceApprovedBy: staffRefOf(row.priceApproverId, row.priceApproverName),
    voided: row.voidedAt
      ? {
          reason: row.voidReason ?? '',
          at: row.voidedAt,
          by: staffRefOf(row.voidedById, row.voidedByName),
          approvedBy: staffRefOf(row.voidApproverId, row.voidApproverName),
        }
      : null,
  };
}

/** The row's fields an order keeps as they are; the others make its address, payment and sale. */
function ownFields({
  street,
  city,
  state,
  country,
  zipcode,
  pickupCode,
  paymentMethod,
  paymentReference,
  paidAt,
  emailVerified,
  saleDay,
  saleNumber,
  tenderedPaise,
  changePaise,
  voidReason,
  voidedAt,
  cashierId,
  cashierName,
  voidedById,
  voidedByName,
  voidApproverId,
  voidApproverName,
  priceApproverId,
  priceApproverName,
  paymentParts,
  ...order
}: OrderRow) {
  return order;
}

export function readOrders(db: Database.Database, version: number): SnapshotOrder[] {
  const rows = readOrderRows(db, version);
  // A file from before pickup codes (read-only here) gets them on the way, as its migration would.
  const codes = new Set(rows.flatMap((row) => (row.pickupCode ? [row.pickupCode] : [])));
  const freshCode = () => {
    let code = newPickupCode();
    while (codes.has(code)) code = newPickupCode();
    codes.add(code);
    return code;
  };
  const lines = readOrderLines(db, version);
  const history = readStatusHistory(db, version);
  return rows.map((row) => {
    const { street, city, state, country, zipcode, pickupCode } = row;
    const order = ownFields(row);
    return {
      ...order,
      emailVerified: row.emailVerified === 1,
      address: { street, city, state, country, zipcode },
      lines: lines.get(order.id) ?? [],
      statusHistory: history.get(order.id) ?? [],
      pickupCode: pickupCode ?? freshCode(),
      payment: paymentOf(row),
      sale: saleOf(row),
    };
  });
}

export function readReturns(db: Database.Database, version: number): SnapshotReturn[] {
  const items = new Map<string, SnapshotReturn['items']>();
  const lines = db
    .prepare<[], SnapshotReturn['items'][number] & { returnId: string }>(
      `SELECT return_id AS returnId, book_id AS productId, title, quantity, price_paise AS pricePaise
       FROM order_return_lines ORDER BY return_id, position`,
    )
    .all();
  const who =
    version >= WHO_SINCE_VERSION
      ? 'by_id AS byId, by_name AS byName, approver_id AS approverId, approver_name AS approverName'
      : 'NULL AS byId, NULL AS byName, NULL AS approverId, NULL AS approverName';
  for (const { returnId, ...line } of lines) {
    const group = items.get(returnId);
    if (group) group.push(line);
    else items.set(returnId, [line]);
  }
  return db
    .prepare<
      [],
      Omit<SnapshotReturn, 'items' | 'refund' | 'by' | 'approvedBy'> & {
        refundMethod: TenderMethod;
        refundReference: string | null;
        byId: string | null;
        byName: string | null;
        approverId: string | null;
        approverName: string | null;
      }
    >(
      `SELECT id, order_id AS orderId, at, amount_paise AS amountPaise, refund_method AS refundMethod,
         refund_reference AS refundReference, reason, ${who}
       FROM order_returns ORDER BY at, rowid`,
    )
    .all()
    .map(({ refundMethod, refundReference, byId, byName, approverId, approverName, ...row }) => ({
      ...row,
      by: staffRefOf(byId, byName),
      approvedBy: staffRefOf(approverId, approverName),
      items: items.get(row.id) ?? [],
      refund: { method: refundMethod, reference: refundReference },
    }));
}

function groupByOrder<T>(rows: Grouped<T>[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const { orderId, ...rest } of rows) {
    const item = rest as T;
    const group = groups.get(orderId);
    if (group) group.push(item);
    else groups.set(orderId, [item]);
  }
  return groups;
}
