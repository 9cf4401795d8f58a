/**
 * Purchase orders: what the shop asks a supplier for, numbered in its own series each financial
 * year, sent as a PDF or a WhatsApp message, and filled as bills against it come in.
 */
import {
  dayMonthYear,
  financialYearOf,
  indiaDay,
  seriesOf,
  toPaise,
  toRupees,
  whatsAppNumber,
  whatsAppUrl,
  type PurchaseOrder,
  type StaffRef,
} from '../contract';
import type { PurchaseOrderBody, PurchaseOrderQuery } from '../contract/schemas';
import { AppError } from '../errors';
import type {
  BookStore,
  PurchaseOrderRecord,
  PurchaseOrderStore,
  PurchaseStore,
  SupplierStore,
  TaxSettingsStore,
} from '../store/store';

export interface PurchaseOrderDeps {
  purchaseOrders: PurchaseOrderStore;
  purchases: Pick<PurchaseStore, 'costs'>;
  books: Pick<BookStore, 'getMany'>;
  suppliers: Pick<SupplierStore, 'findById'>;
  taxSettings: Pick<TaxSettingsStore, 'get'>;
  shop: { name: string; phone: string };
  now?: () => Date;
}

const unknownOrder = () => new AppError('not_found', 'No such purchase order.');

/** The order as a message to the supplier: what, how many, and who asks. */
export function orderText(order: PurchaseOrderRecord, shop: { name: string; phone: string }): string {
  const lines = order.lines.map(
    (line, index) => `${index + 1}. ${line.title} × ${line.quantity - line.receivedQuantity} ${line.unit}`,
  );
  return [
    `Purchase order ${order.number} from ${shop.name}`,
    `Date: ${dayMonthYear(order.date)}`,
    '',
    ...lines,
    ...(order.note ? ['', `Note: ${order.note}`] : []),
    '',
    `Please confirm and send the bill with the goods. ${shop.name}${shop.phone ? `, ${shop.phone}` : ''}`,
  ].join('\n');
}

export function createPurchaseOrders(deps: PurchaseOrderDeps) {
  const now = deps.now ?? (() => new Date());

  function view(order: PurchaseOrderRecord): PurchaseOrder {
    const text = orderText(order, deps.shop);
    const number = order.supplier.phone ? whatsAppNumber(order.supplier.phone) : null;
    const { _id, name, gstin, phone } = order.supplier;
    return {
      _id: order._id,
      number: order.number,
      date: order.date,
      supplier: { _id, name, gstin, phone },
      lines: order.lines.map((line) => ({
        ...{ productId: line.productId, title: line.title, unit: line.unit, quantity: line.quantity },
        unitCost: line.unitCostPaise === null ? null : toRupees(line.unitCostPaise),
        received: line.receivedQuantity,
        due: Math.max(0, line.quantity - line.receivedQuantity),
      })),
      note: order.note,
      status: order.status,
      estimatedValue: toRupees(
        order.lines.reduce((sum, line) => sum + line.quantity * (line.unitCostPaise ?? 0), 0),
      ),
      at: order.at.toISOString(),
      by: order.by,
      closedAt: order.closedAt?.toISOString() ?? null,
      closedBy: order.closedBy,
      text,
      whatsappUrl: number ? whatsAppUrl(number, text) : null,
      pdfUrl: `/api/purchase-orders/${order._id}.pdf`,
    };
  }

  async function read(id: string): Promise<PurchaseOrderRecord> {
    const order = await deps.purchaseOrders.findById(id);
    if (!order) throw unknownOrder();
    return order;
  }

  return {
    view,
    /** POST /api/purchase-orders: each line's cost, when not given, is the item's cost. */
    async raise(body: PurchaseOrderBody, by: StaffRef | null): Promise<PurchaseOrder> {
      const at = now();
      const supplier = await deps.suppliers.findById(body.supplierId);
      if (!supplier) throw new AppError('not_found', 'No such supplier.');
      const ids = body.lines.map((line) => line.productId);
      const [books, costs, settings] = await Promise.all([
        deps.books.getMany(ids),
        deps.purchases.costs(ids),
        deps.taxSettings.get(),
      ]);
      const byId = new Map(books.map((book) => [book._id, book]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing) throw new AppError('not_found', `No item ${missing} in the catalogue.`);
      const order = await deps.purchaseOrders.create(
        {
          financialYear: financialYearOf(at).label,
          supplier: { _id: supplier._id, name: supplier.name, gstin: supplier.gstin, phone: supplier.phone },
          date: indiaDay(at),
          lines: body.lines.map((line) => {
            const book = byId.get(line.productId)!;
            const given = line.unitCost == null ? null : toPaise(line.unitCost);
            return {
              ...{ productId: book._id, title: book.title, unit: book.unit, quantity: line.quantity },
              unitCostPaise: given ?? costs.get(book._id)?.costPaise ?? null,
              receivedQuantity: 0,
            };
          }),
          note: body.note ?? '',
          at,
          by,
        },
        seriesOf(settings.invoicePrefix, 'purchase-order', at),
      );
      return view(order);
    },
    async get(id: string): Promise<PurchaseOrder> {
      return view(await read(id));
    },
    async list(query: PurchaseOrderQuery): Promise<{ items: PurchaseOrder[]; total: number }> {
      const found = await deps.purchaseOrders.list({
        ...(query.supplierId ? { supplierId: query.supplierId } : {}),
        openOnly: query.open ?? false,
        page: query.page,
        limit: query.limit,
      });
      return { items: found.items.map(view), total: found.total };
    },
    /** Nothing more is expected on it: what is still due stops counting as on order. */
    async close(id: string, by: StaffRef | null): Promise<PurchaseOrder> {
      const result = await deps.purchaseOrders.close(id, now(), by);
      if (result.outcome === 'not_found') throw unknownOrder();
      if (result.outcome === 'not_open') {
        throw new AppError(
          'conflict',
          `Purchase order ${result.order.number} is ${result.order.status.replace('_', ' ')} already.`,
          undefined,
          {
            purchaseOrderId: id,
          },
        );
      }
      return view(result.order);
    },
  };
}

export type PurchaseOrders = ReturnType<typeof createPurchaseOrders>;
