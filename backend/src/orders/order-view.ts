import { isBookLine, upiPayLink, type CounterSale, type OrderView } from '../contract';
import type { Config } from '../config';
import type { Order, SaleDetails } from '../store/store';

/** While the customer may still pay for it: the order is waiting at the counter. */
const PAYABLE = new Set(['placed', 'ready']);

/** The NPCI pay link for an order, built in this one place; none when the shop takes no UPI. */
export function upiLinkFor(upi: Config['upi']) {
  return (order: Pick<Order, 'status' | 'totalPrice' | 'pickupCode'>): string | undefined =>
    upi && PAYABLE.has(order.status)
      ? upiPayLink({
          upiId: upi.id,
          payeeName: upi.name,
          amount: order.totalPrice,
          pickupCode: order.pickupCode,
        })
      : undefined;
}

/**
 * What a counter sale shows beside an order's fields: its number and day, who sold it and who
 * approved its lower price, the cash and change, its void.
 */
function counterFields(sale: SaleDetails, payment: Order['payment']): Partial<CounterSale> {
  return {
    number: sale.number,
    day: sale.day,
    cashier: sale.cashier,
    priceApprovedBy: sale.priceApprovedBy,
    ...(payment
      ? {
          payment: {
            ...payment,
            ...(sale.tendered !== null ? { tendered: sale.tendered } : {}),
            ...(sale.change !== null ? { change: sale.change } : {}),
          },
        }
      : {}),
    ...(sale.voided ? { voided: sale.voided } : {}),
  };
}

/**
 * An order as its customer and the owner see it: never whose account it is; its pay link while
 * payable; a counter sale as the CounterSale shape.
 */
export function orderViewer(upi: Config['upi']) {
  const linkOf = upiLinkFor(upi);
  return ({ customerUid: _uid, emailVerified: _verified, sale, ...order }: Order): OrderView => {
    const upiLink = linkOf(order);
    return {
      ...order,
      productIds: [...new Set(order.lines.filter(isBookLine).map((line) => line.bookId))],
      ...(upiLink ? { upiLink } : {}),
      ...(sale ? counterFields(sale, order.payment) : {}),
    };
  };
}

export type OrderViewer = ReturnType<typeof orderViewer>;

/**
 * An order as its customer reads it: the staff behind the desk's moves, a lower price's approval
 * and a void are the shop's own records. The cashier stays, as the receipt prints them.
 */
export function forCustomer(view: OrderView): OrderView {
  const { priceApprovedBy: _approver, voided, ...rest } = view as Partial<CounterSale> & OrderView;
  return {
    ...rest,
    statusHistory: view.statusHistory.map(({ status, at }) => ({ status, at, by: null })),
    ...(voided ? { voided: { ...voided, by: null, approvedBy: null } } : {}),
  } as OrderView;
}
