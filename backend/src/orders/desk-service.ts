/** The counter's views of the orders: pages by tab and search, counts, today's work, no-shows. */
import {
  isBookLine,
  isPrintLine,
  PAGE_LIMIT_MAX,
  type CounterToday,
  type DeskCounts,
  type DeskFilter,
  type OrderView,
  type PickBag,
  type StaffRef,
} from '../contract';
import type { Order } from '../store/store';
import type { OrderStore } from '../store/store';
import type { NoticeComposer } from '../notices/compose';
import { phoneOnlyNumber, whatsAppLinkTo } from '../notices/whatsapp-link';
import type { OrderViewer } from './order-view';

export interface DeskQuery {
  status?: DeskFilter;
  q?: string;
  limit: number;
  offset: number;
}

/** Overdue orders cancelled in one go, at most; the rest wait for the next press. */
const OVERDUE_BATCH = 200;
/** Bags on one printed pick list, at most: more placed orders than this is a day for two lists. */
const BAGS_MAX = 500;

const bagOf = (order: Order): PickBag => ({
  orderId: order._id,
  pickupCode: order.pickupCode,
  name: order.name,
  phone: order.phone,
  placedAt: order.createdAt,
  // A kit's items keep their kit, so the pick list packs them under "Bag: Class 5, St. Xavier's".
  items: order.lines
    .filter(isBookLine)
    .map(({ title, quantity, kit }) => (kit ? { title, quantity, kit } : { title, quantity })),
  printFiles: order.lines.filter(isPrintLine).map((line) => line.printJob.fileName),
});

export function createDeskService(deps: {
  orders: OrderStore;
  view: OrderViewer;
  /** Words the notices, for the ready one a customer without e-mail is sent on WhatsApp from the desk. */
  notices: NoticeComposer;
  /** Cancels one order as the owner would, with its stock and notice, named as `by`'s. */
  cancel: (id: string, by: StaffRef) => Promise<OrderView>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const readyNotice = deps.notices('ready');

  /** An order as the desk lists it: a ready one of a customer without e-mail with its WhatsApp link. */
  function deskView(order: Order): OrderView {
    const view = deps.view(order);
    const phone = order.status === 'ready' ? phoneOnlyNumber(order) : null;
    const whatsAppLink = phone ? whatsAppLinkTo(phone, readyNotice(order).text) : undefined;
    return whatsAppLink ? { ...view, whatsAppLink } : view;
  }

  /** Every placed order's bag, oldest first: read a page at a time, newest first as the desk lists them. */
  async function placedBags(): Promise<PickBag[]> {
    const orders: Order[] = [];
    for (let offset = 0; offset < BAGS_MAX; offset += PAGE_LIMIT_MAX) {
      const { items, total } = await deps.orders.search({
        filter: 'placed',
        limit: PAGE_LIMIT_MAX,
        offset,
        now: now(),
      });
      orders.push(...items);
      if (offset + items.length >= total || items.length === 0) break;
    }
    return orders.reverse().map(bagOf);
  }

  return {
    async page(query: DeskQuery): Promise<{ items: OrderView[]; total: number }> {
      const { items, total } = await deps.orders.search({
        filter: query.status,
        search: query.q,
        limit: query.limit,
        offset: query.offset,
        now: now(),
      });
      return { items: items.map(deskView), total };
    },

    counts(q?: string): Promise<DeskCounts> {
      return deps.orders.counts({ search: q, now: now() });
    },

    async today(): Promise<CounterToday> {
      const [counts, pickList, printJobs, bags] = await Promise.all([
        deps.orders.counts({ now: now() }),
        deps.orders.pickList(),
        deps.orders.printJobsToRun(),
        placedBags(),
      ]);
      return {
        counts: {
          toPrepare: counts.placed,
          toHandOut: counts.ready - counts.overdue,
          overdue: counts.overdue,
        },
        pickList,
        printJobs,
        bags,
      };
    },

    /**
     * Cancels every ready order past its hold, each named as `by`'s; their stock goes back and each
     * customer is told.
     */
    async cancelOverdue(by: StaffRef): Promise<{ cancelled: number }> {
      const { items } = await deps.orders.search({
        filter: 'overdue',
        limit: OVERDUE_BATCH,
        offset: 0,
        now: now(),
      });
      let cancelled = 0;
      for (const order of items) {
        // One that was collected meanwhile is simply no longer overdue: skip it, cancel the rest.
        const done = await deps.cancel(order._id, by).then(
          () => true,
          () => false,
        );
        if (done) cancelled++;
      }
      return { cancelled };
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
