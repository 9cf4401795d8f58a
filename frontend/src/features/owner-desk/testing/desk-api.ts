/** A stand-in for the desk's part of the API, for the desk's component tests. */
import type {
  CounterToday,
  DeskCounts,
  OrderView,
  PrintJobLine,
  PrintOrderLine,
} from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { freshAdminToken } from '@/test/admin-token';
import { makeShop } from '@/test/fixtures';

export const shop = makeShop({
  name: 'Saraswati Books & Stationery',
  address: '12 MG Road, Near City Bus Stand, Nagpur, Maharashtra 440001',
  email: 'hello@saraswati-stationery.example',
  phone: '+91 98765 43210',
  mapsUrl: 'https://maps.example/',
  socialLinks: { facebook: 'https://facebook.example/', instagram: 'https://instagram.example/' },
});

export const emptyToday: CounterToday = {
  counts: { toPrepare: 0, toHandOut: 0, overdue: 0 },
  pickList: [],
  printJobs: [],
  bags: [],
};

/** A print job as an order carries it: 12 pages, colour, double-sided, 2 copies, stapled; not printed. */
export function printLine(job: Partial<PrintJobLine> = {}, price = 226): PrintOrderLine {
  const printJob: PrintJobLine = {
    jobId: 'p00000000000000000000001',
    fileName: 'Class 10 notes.pdf',
    colour: 'colour',
    sides: 'double',
    copies: 2,
    range: '',
    binding: 'staple',
    documentPages: 12,
    pages: 12,
    printedSides: 24,
    sheets: 12,
    printed: false,
    ...job,
  };
  return { printJob, title: printJob.fileName, price, coverImage: '', quantity: 1 };
}

const overdue = (order: OrderView) =>
  order.status === 'ready' && !!order.holdUntil && Date.parse(order.holdUntil) < Date.now();

/** The API's search: code (any case, spaces), phone, name, e-mail or id. */
function matches(order: OrderView, q: string): boolean {
  if (!q) return true;
  const text = q.toLowerCase();
  const code = q.replace(/[\s-]/g, '').toUpperCase();
  return (
    order.pickupCode === code ||
    [order.phone, order.name, order.email, order._id].some((field) => field.toLowerCase().includes(text))
  );
}

function inTab(order: OrderView, status: string | null): boolean {
  if (!status) return true;
  return status === 'overdue' ? overdue(order) : order.status === status;
}

export function countsOf(orders: readonly OrderView[], q = ''): DeskCounts {
  const found = orders.filter((order) => matches(order, q));
  const count = (status: string) => found.filter((order) => inTab(order, status)).length;
  return {
    all: found.length,
    placed: count('placed'),
    ready: count('ready'),
    overdue: count('overdue'),
    collected: count('collected'),
    cancelled: count('cancelled'),
  };
}

/** One page as the API answers ?status=&q=&limit=&offset=: newest first, with X-Total-Count. */
export function pageResponse(orders: readonly OrderView[], request: Request, total?: number): Response {
  const params = new URL(request.url).searchParams;
  const found = orders
    .filter((order) => inTab(order, params.get('status')) && matches(order, params.get('q') ?? ''))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? found.length);
  return new Response(JSON.stringify(found.slice(offset, offset + limit)), {
    headers: { 'content-type': 'application/json', 'X-Total-Count': String(total ?? found.length) },
  });
}

interface DeskStub {
  /** The orders the server holds, or a function reading them afresh on each request. */
  orders: readonly OrderView[] | (() => readonly OrderView[]);
  today?: CounterToday;
  routes?: Record<string, unknown>;
}

export function stubDesk({ orders, today = emptyToday, routes = {} }: DeskStub) {
  const current = () => (typeof orders === 'function' ? orders() : orders);
  storeAdminToken(freshAdminToken());
  return stubApi({
    'GET /api/orders/allorders': (request: Request) => pageResponse(current(), request),
    'GET /api/orders/counts': (request: Request) =>
      jsonResponse(countsOf(current(), new URL(request.url).searchParams.get('q') ?? '')),
    'GET /api/orders/today': today,
    'GET /api/shop': shop,
    ...routes,
  });
}

/** The query parameters of each request a stubbed fetch received for one path. */
export const paramsOf = (fetchMock: ReturnType<typeof stubApi>, path: string): Record<string, string>[] =>
  fetchMock.mock.calls
    .map(([input]) => input)
    .filter((input): input is Request => input instanceof Request)
    .filter((request) => new URL(request.url).pathname === path)
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));
