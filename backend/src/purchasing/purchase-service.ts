/**
 * Purchase bills: a supplier's bill worked out line by line (CGST and SGST from a supplier in the
 * shop's state, IGST from one in another), its units brought in and each item's cost moved, all
 * in one unit of the store; cancelled the day it was entered while its units are still there.
 */
import {
  billKeyOf,
  financialYearOf,
  indiaDay,
  localityOf,
  purchaseLineTax,
  readState,
  toPaise,
  type Category,
  type Purchase,
  type StaffRef,
  type Supplier,
  type TaxSettings,
} from '../contract';
import type { PurchaseBody } from '../contract/schemas';
import { AppError } from '../errors';
import type {
  BookStore,
  PurchaseDraft,
  PurchaseOrderStore,
  PurchaseQuery,
  PurchaseStore,
  SupplierStore,
  TaxSettingsStore,
} from '../store/store';
import { newItems, type ResolvedLine } from './new-items';
import { purchaseView } from './purchase-view';

export interface PurchaseServiceDeps {
  purchases: PurchaseStore;
  /** A bill against a purchase order must come from that order's supplier. */
  purchaseOrders: Pick<PurchaseOrderStore, 'findById'>;
  /** New items on a bill are added to the catalogue, and taken out again if the bill is refused. */
  books: Pick<BookStore, 'create' | 'delete'>;
  /** A new item's cover until the owner gives it a picture. */
  placeholderCover: (category: Category) => Promise<string>;
  suppliers: Pick<SupplierStore, 'findById'>;
  taxSettings: Pick<TaxSettingsStore, 'get'>;
  /** The shop's address, whose state a shop without a GSTIN is in. */
  shopAddress: string;
  /** Units came in: customers waiting for an item may be told. */
  stockMayHaveReturned?: () => void;
  now?: () => Date;
}

const unknownPurchase = () => new AppError('not_found', 'No such purchase.');
const orderNotOpen = (purchaseOrderId: string) =>
  new AppError(
    'conflict',
    'This purchase order is received or closed: nothing more is due on it.',
    undefined,
    {
      purchaseOrderId,
    },
  );
const billDateAfterToday = () =>
  new AppError('validation', 'billDate cannot be after today.', [
    { path: 'billDate', message: 'billDate cannot be after today' },
  ]);

/** The shop's GST state: its GSTIN's, else the one its address names. */
function shopStateCode(settings: TaxSettings, address: string): string | null {
  if (settings.gstin) return settings.gstin.slice(0, 2);
  const state = localityOf(address).state;
  return state ? (readState(state)?.code ?? null) : null;
}

/** The bill's lines with their tax, and its totals, in paise. */
function workedOut(
  body: PurchaseBody,
  resolved: readonly ResolvedLine[],
  interState: boolean,
  creditable: boolean,
) {
  const lines = resolved.map((line) => {
    const unitCostPaise = toPaise(line.unitCost);
    const taxablePaise = unitCostPaise * line.quantity;
    const tax = purchaseLineTax(taxablePaise, line.gstRate, interState);
    const taxPaise = tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
    // Tax the shop cannot set against its own is part of what a unit cost it.
    const landedCostPaise = creditable
      ? unitCostPaise
      : Math.round((taxablePaise + taxPaise) / line.quantity);
    const { productId, quantity, unit, hsn, gstRate } = line;
    return {
      ...{ productId, quantity, unit, hsn, gstRate, unitCostPaise, taxablePaise, ...tax },
      amountPaise: taxablePaise + taxPaise,
      landedCostPaise,
    };
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  const taxablePaise = sum((line) => line.taxablePaise);
  const cgstPaise = sum((line) => line.cgstPaise);
  const sgstPaise = sum((line) => line.sgstPaise);
  const igstPaise = sum((line) => line.igstPaise);
  const otherChargesPaise = toPaise(body.otherCharges ?? 0);
  const roundOffPaise = toPaise(body.roundOff ?? 0);
  const totals = {
    ...{ taxablePaise, cgstPaise, sgstPaise, igstPaise },
    itcPaise: creditable ? cgstPaise + sgstPaise + igstPaise : 0,
    otherChargesPaise,
    roundOffPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise + otherChargesPaise + roundOffPaise,
  };
  return { lines, totals };
}

export function createPurchaseService(deps: PurchaseServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const items = newItems(deps);

  async function draftOf(
    body: PurchaseBody,
    supplier: Supplier,
    lines: readonly ResolvedLine[],
    by: StaffRef | null,
    at: Date,
  ): Promise<PurchaseDraft> {
    const settings = await deps.taxSettings.get();
    const shopState = shopStateCode(settings, deps.shopAddress);
    const interState = shopState !== null && supplier.stateCode !== shopState;
    const creditable = settings.gstMode === 'regular' && supplier.gstin !== null;
    const { _id, name, gstin, state, stateCode } = supplier;
    return {
      supplier: { _id, name, gstin, state, stateCode },
      billNumber: body.billNumber,
      billKey: billKeyOf(body.billNumber),
      billDate: body.billDate,
      financialYear: financialYearOf(new Date(`${body.billDate}T12:00:00+05:30`)).label,
      interState,
      ...workedOut(body, lines, interState, creditable),
      purchaseOrderId: body.purchaseOrderId ?? null,
      at,
      by,
    };
  }

  /** The order a bill names: there, still expecting units, and placed with the bill's supplier. */
  async function checkOrder(purchaseOrderId: string, supplier: Supplier) {
    const order = await deps.purchaseOrders.findById(purchaseOrderId);
    if (!order) throw new AppError('not_found', 'No such purchase order.');
    if (order.status === 'received' || order.status === 'closed') throw orderNotOpen(purchaseOrderId);
    if (order.supplier._id !== supplier._id) {
      throw new AppError(
        'conflict',
        `Purchase order ${order.number} was placed with ${order.supplier.name}, not ${supplier.name}.`,
        undefined,
        { purchaseOrderId },
      );
    }
  }

  return {
    /** POST /api/purchases: the bill posted, or refused whole. */
    async post(body: PurchaseBody, by: StaffRef | null): Promise<Purchase> {
      const at = now();
      // Checked before any new item is added, so a bill refused for its date or supplier adds none.
      const supplier = await deps.suppliers.findById(body.supplierId);
      if (!supplier) throw new AppError('not_found', 'No such supplier.');
      if (body.billDate > indiaDay(at)) throw billDateAfterToday();
      if (body.purchaseOrderId) await checkOrder(body.purchaseOrderId, supplier);
      const { lines, created } = await items.resolve(body.lines, by);
      const result = await deps.purchases
        .post(await draftOf(body, supplier, lines, by, at))
        .catch(async (error: unknown) => {
          await items.forget(created);
          throw error;
        });
      if (result.outcome !== 'posted') await items.forget(created);
      if (result.outcome === 'duplicate') {
        throw new AppError(
          'conflict',
          `Bill ${body.billNumber} of this supplier is already entered for this financial year.`,
          undefined,
          { purchaseId: result.purchaseId },
        );
      }
      if (result.outcome === 'unknown_item') {
        throw new AppError('not_found', `No item ${result.productId} in the catalogue.`);
      }
      if (result.outcome === 'order_not_open') throw orderNotOpen(result.purchaseOrderId);
      deps.stockMayHaveReturned?.();
      return purchaseView(result.purchase);
    },

    /** The same India day it was entered, while every unit it brought is still there to take back. */
    async cancel(id: string, by: StaffRef | null): Promise<Purchase> {
      const at = now();
      const purchase = await deps.purchases.findById(id);
      if (!purchase) throw unknownPurchase();
      if (purchase.status === 'posted' && indiaDay(purchase.at) !== indiaDay(at)) {
        throw new AppError('conflict', 'A purchase can be cancelled only on the day it was entered.');
      }
      const result = await deps.purchases.cancel(id, at, by);
      switch (result.outcome) {
        case 'cancelled':
          return purchaseView(result.purchase);
        case 'not_found':
          throw unknownPurchase();
        case 'already_cancelled':
          throw new AppError('conflict', 'This purchase is already cancelled.');
        case 'sold':
          throw new AppError(
            'conflict',
            `${result.title}: only ${result.available} of the ${result.quantity} units this bill brought are left; some were sold.`,
          );
      }
    },

    async get(id: string): Promise<Purchase> {
      const purchase = await deps.purchases.findById(id);
      if (!purchase) throw unknownPurchase();
      return purchaseView(purchase);
    },

    async list(query: PurchaseQuery): Promise<{ items: Purchase[]; total: number }> {
      const found = await deps.purchases.list(query);
      return { items: found.items.map(purchaseView), total: found.total };
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
