import { isBookLine, upiPayLink, type OrderView } from '../contract';
import type { Config } from '../config';
import type { Order } from '../store/store';

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

/** An order as its customer and the owner see it: never whose account it is; its pay link while payable. */
export function orderViewer(upi: Config['upi']) {
  const linkOf = upiLinkFor(upi);
  return ({ customerUid: _uid, emailVerified: _verified, ...order }: Order): OrderView => {
    const upiLink = linkOf(order);
    return {
      ...order,
      productIds: [...new Set(order.lines.filter(isBookLine).map((line) => line.bookId))],
      ...(upiLink ? { upiLink } : {}),
    };
  };
}

export type OrderViewer = ReturnType<typeof orderViewer>;
