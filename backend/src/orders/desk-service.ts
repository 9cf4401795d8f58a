/** The counter's views of the orders: pages by tab and search, counts, today's work, no-shows. */
import type { CounterToday, DeskCounts, DeskFilter, OrderView } from '../contract';
import type { OrderStore } from '../store/store';
import type { OrderViewer } from './order-view';

export interface DeskQuery {
  status?: DeskFilter;
  q?: string;
  limit: number;
  offset: number;
}

/** Overdue orders cancelled in one go, at most; the rest wait for the next press. */
const OVERDUE_BATCH = 200;

export function createDeskService(deps: {
  orders: OrderStore;
  view: OrderViewer;
  /** Cancels one order as the owner would, with its stock and notice. */
  cancel: (id: string) => Promise<OrderView>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async page(query: DeskQuery): Promise<{ items: OrderView[]; total: number }> {
      const { items, total } = await deps.orders.search({
        filter: query.status,
        search: query.q,
        limit: query.limit,
        offset: query.offset,
        now: now(),
      });
      return { items: items.map(deps.view), total };
    },

    counts(q?: string): Promise<DeskCounts> {
      return deps.orders.counts({ search: q, now: now() });
    },

    async today(): Promise<CounterToday> {
      const [counts, pickList, printJobs] = await Promise.all([
        deps.orders.counts({ now: now() }),
        deps.orders.pickList(),
        deps.orders.printJobsToRun(),
      ]);
      return {
        counts: {
          toPrepare: counts.placed,
          toHandOut: counts.ready - counts.overdue,
          overdue: counts.overdue,
        },
        pickList,
        printJobs,
      };
    },

    /** Cancels every ready order past its hold; their stock goes back and each customer is told. */
    async cancelOverdue(): Promise<{ cancelled: number }> {
      const { items } = await deps.orders.search({
        filter: 'overdue',
        limit: OVERDUE_BATCH,
        offset: 0,
        now: now(),
      });
      let cancelled = 0;
      for (const order of items) {
        // One that was collected meanwhile is simply no longer overdue: skip it, cancel the rest.
        const done = await deps.cancel(order._id).then(
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
