/** An order's statuses and the moves between them, apart so that the order and counter shapes can both name them. */
export const ORDER_STATUSES = ['placed', 'ready', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The pickup counter's workflow; any other move is refused. */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_MOVES[from].includes(to);

/** Orders the customer has still to collect, counted on the owner's overview. */
export const AWAITING_PICKUP_STATUSES: readonly OrderStatus[] = ['placed', 'ready'];
