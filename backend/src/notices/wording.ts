/** What a notice says, in each language a customer orders in; compose.ts picks by the order's locale. */
import type { OrderNoticeKind } from '../contract';
import type { Config } from '../config';
import type { Order } from '../store/store';

export type Shop = Config['shop'];

/** The facts a notice may need beyond its order. */
export interface NoticeContext {
  shop: Shop;
  /** The order's UPI pay link, when the shop takes UPI and the order is still payable. */
  upiLink?: string;
}

export interface NoticeWording {
  /** The subject and the body of each notice about an order, between the greeting and the signature. */
  words: Record<OrderNoticeKind, (order: Order, context: NoticeContext) => { subject: string; body: string }>;
  greeting(name: string): string;
  signature(shop: Shop): string;
}
