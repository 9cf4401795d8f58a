import {
  HSN_PATTERN,
  suggestItemTax,
  unitFromTitle,
  isGstRate,
  purchaseLineTax,
  toPaise,
  toRupees,
  OTHER_CHARGES_MAX,
  PURCHASE_QUANTITY_MAX,
  ROUND_OFF_MAX,
  UNIT_COST_MAX,
  type Book,
  type Category,
  type GstRate,
  type HsnRate,
  type NewPurchaseItem,
  type PurchaseOrder,
  type PurchaseRequest,
  type Unit,
} from '@shop/backend/contract';
import { parseRupees } from '@/lib/money';

/** The HSN code and rate each category's items are billed at unless they carry their own. */
export type CategoryTax = Readonly<Record<Category, HsnRate>>;

/** An item the catalogue does not have yet, as the owner typed it for the bill. */
export interface NewItemDraft {
  title: string;
  category: Category;
  /** What the shop will sell it for, GST included. */
  newPrice: number;
  barcode: string;
}

/** One line of a bill as typed: text until the bill is sent. */
export interface LineDraft {
  /** Tells the lines apart: the item's id, or one made up for a new item. */
  key: string;
  /** Null for a new item, which has no id until the bill is saved. */
  productId: string | null;
  newItem: NewItemDraft | null;
  title: string;
  quantity: string;
  unitCost: string;
  gstRate: GstRate;
  hsn: string;
  unit: Unit;
  /** Who the item was bought from last, said beside the line; null for a new item or never bought. */
  lastSupplierId: string | null;
}

export interface BillDraft {
  supplierId: string;
  billNumber: string;
  billDate: string;
  lines: LineDraft[];
  otherCharges: string;
  roundOff: string;
  /** The purchase order whose goods the bill brings; null for a bill without one. */
  purchaseOrderId: string | null;
}

export const emptyBill = (today: string): BillDraft => ({
  supplierId: '',
  billNumber: '',
  billDate: today,
  lines: [],
  otherCharges: '',
  roundOff: '',
  purchaseOrderId: null,
});

/**
 * A bill for the goods of a purchase order: its supplier, and a line for what is still due of each
 * item the catalogue still has, at the order's rate (the owner types what the bill says).
 */
export function billForOrder(
  order: PurchaseOrder,
  items: readonly Book[],
  categoryTax: CategoryTax,
  today: string,
): BillDraft {
  const lines = order.lines.flatMap((line) => {
    const item = items.find((found) => found._id === line.productId);
    if (!item || line.due <= 0) return [];
    return [{ ...lineOf(item, { cost: line.unitCost }, categoryTax), quantity: String(line.due) }];
  });
  return { ...emptyBill(today), supplierId: order.supplier._id, purchaseOrderId: order._id, lines };
}

/**
 * A new line for an item, at what it last cost when known, in its unit, and at its own GST rate and
 * HSN; without them, at its category's, as the shop bills it.
 */
export function lineOf(
  item: Book,
  bought: { cost: number | null; lastSupplierId?: string | null },
  categoryTax: CategoryTax,
): LineDraft {
  const ofCategory = categoryTax[item.category];
  const { cost } = bought;
  return {
    key: item._id,
    lastSupplierId: bought.lastSupplierId ?? null,
    productId: item._id,
    newItem: null,
    title: item.title,
    quantity: '1',
    unitCost: cost === null ? '' : String(cost),
    gstRate: item.gstRate !== null && isGstRate(item.gstRate) ? item.gstRate : ofCategory.gstRate,
    hsn: item.hsn ?? ofCategory.hsn,
    unit: item.unit,
  };
}

let newLines = 0;

/** How a new item is taxed and counted at first: as its title suggests, else as its category is. */
export function newItemTax(
  item: NewItemDraft,
  categoryTax: CategoryTax,
): { hsn: string; gstRate: GstRate; unit: Unit } {
  const suggested = suggestItemTax(item.title, item.category);
  if (suggested) return { hsn: suggested.hsn, gstRate: suggested.gstRate, unit: suggested.unit };
  const ofCategory = categoryTax[item.category];
  return { ...ofCategory, unit: unitFromTitle(item.title) };
}

/** A line for a new item, taxed and counted as its title and category suggest; it costs what is typed. */
export function withNewItem(
  draft: BillDraft,
  item: NewItemDraft,
  tax: { hsn: string; gstRate: GstRate; unit: Unit },
): BillDraft {
  newLines += 1;
  const line: LineDraft = {
    key: `new-${newLines}`,
    productId: null,
    newItem: item,
    title: item.title,
    quantity: '1',
    unitCost: '',
    ...tax,
    lastSupplierId: null,
  };
  return { ...draft, lines: [...draft.lines, line] };
}

/** What the catalogue is sent of a new item: a blank barcode is left out. */
function newItemOf(item: NewItemDraft): NewPurchaseItem {
  const barcode = item.barcode.trim();
  return {
    title: item.title.trim(),
    category: item.category,
    newPrice: item.newPrice,
    ...(barcode ? { barcode } : {}),
  };
}

/** The bill with the item added: a second scan of an item already on it is one more unit. */
export function withItem(
  draft: BillDraft,
  item: Book,
  bought: { cost: number | null; lastSupplierId?: string | null },
  categoryTax: CategoryTax,
): BillDraft {
  const index = draft.lines.findIndex((line) => line.productId === item._id);
  if (index < 0) return { ...draft, lines: [...draft.lines, lineOf(item, bought, categoryTax)] };
  const lines = draft.lines.map((line, at) =>
    at === index ? { ...line, quantity: String((Number(line.quantity) || 0) + 1) } : line,
  );
  return { ...draft, lines };
}

const quantityOf = (typed: string): number | null => {
  const quantity = Number(typed.trim());
  return typed.trim() && Number.isInteger(quantity) && quantity >= 1 && quantity <= PURCHASE_QUANTITY_MAX
    ? quantity
    : null;
};

/** A signed amount of at most paise ("-0.4"); null when it is not one. */
const signedRupeesOf = (typed: string): number | null => {
  const trimmed = typed.trim();
  const amount = parseRupees(trimmed.replace(/^-/, ''));
  return amount === null ? null : trimmed.startsWith('-') ? -amount : amount;
};

export type BillProblem =
  'supplier' | 'number' | 'date' | 'lines' | 'quantity' | 'unitCost' | 'hsn' | 'charges' | 'roundOff';

function linesOf(lines: LineDraft[]): PurchaseRequest['lines'] | BillProblem {
  const read: PurchaseRequest['lines'] = [];
  for (const line of lines) {
    const quantity = quantityOf(line.quantity);
    if (quantity === null) return 'quantity';
    const unitCost = parseRupees(line.unitCost);
    if (unitCost === null || unitCost > UNIT_COST_MAX) return 'unitCost';
    const hsn = line.hsn.replace(/\s/g, '');
    if (!HSN_PATTERN.test(hsn)) return 'hsn';
    const item = line.newItem ? { newItem: newItemOf(line.newItem) } : { productId: line.productId! };
    read.push({ ...item, quantity, unitCost, gstRate: line.gstRate, hsn, unit: line.unit });
  }
  return read;
}

/** What POST /api/purchases is sent, or the first thing to fix; blank charges are left out. */
export function billRequestOf(draft: BillDraft): { request: PurchaseRequest } | { problem: BillProblem } {
  if (!draft.supplierId) return { problem: 'supplier' };
  if (!draft.billNumber.trim()) return { problem: 'number' };
  if (!draft.billDate) return { problem: 'date' };
  if (draft.lines.length === 0) return { problem: 'lines' };
  const lines = linesOf(draft.lines);
  if (typeof lines === 'string') return { problem: lines };
  const otherCharges = draft.otherCharges.trim() ? parseRupees(draft.otherCharges) : 0;
  if (otherCharges === null || otherCharges > OTHER_CHARGES_MAX) return { problem: 'charges' };
  const roundOff = draft.roundOff.trim() ? signedRupeesOf(draft.roundOff) : 0;
  if (roundOff === null || Math.abs(roundOff) > ROUND_OFF_MAX) return { problem: 'roundOff' };
  return {
    request: {
      supplierId: draft.supplierId,
      billNumber: draft.billNumber.trim(),
      billDate: draft.billDate,
      lines,
      ...(otherCharges ? { otherCharges } : {}),
      ...(roundOff ? { roundOff } : {}),
      ...(draft.purchaseOrderId ? { purchaseOrderId: draft.purchaseOrderId } : {}),
    },
  };
}

export interface BillPreview {
  taxable: number;
  tax: number;
  total: number;
}

/**
 * The bill's figures as typed, lines not yet readable left out. Worked as within the state: the
 * supplier's state against the shop's is the server's to decide, and the saved bill shows its own.
 */
export function previewOf(draft: BillDraft): BillPreview {
  let taxablePaise = 0;
  let taxPaise = 0;
  for (const line of draft.lines) {
    const quantity = quantityOf(line.quantity);
    const unitCost = parseRupees(line.unitCost);
    if (quantity === null || unitCost === null) continue;
    const lineTaxable = toPaise(unitCost) * quantity;
    const tax = purchaseLineTax(lineTaxable, line.gstRate, false);
    taxablePaise += lineTaxable;
    taxPaise += tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
  }
  const extraPaise =
    toPaise(parseRupees(draft.otherCharges) ?? 0) + toPaise(signedRupeesOf(draft.roundOff) ?? 0);
  return {
    taxable: toRupees(taxablePaise),
    tax: toRupees(taxPaise),
    total: toRupees(taxablePaise + taxPaise + extraPaise),
  };
}
