import type { Book } from '@shop/backend/contract';
import { vi } from 'vitest';

/** A JSON reply as the shop's API sends it, with any further headers (X-Total-Count, say). */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stubs fetch with routes keyed "METHOD /api/path" (query ignored). A handler gets the Request;
 * any other value is sent back as JSON. Unknown routes answer 404.
 */
export function stubApi(routes: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (route === undefined) return jsonResponse({ error: { message: 'Not found' } }, 404);
    return typeof route === 'function' ? (route as Handler)(request) : jsonResponse(route);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Requests a stubbed fetch received for one route. */
export const requestsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string): Request[] =>
  fetchMock.mock.calls
    .map(([input]) => input)
    .filter((input): input is Request => input instanceof Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

/** GET /api/books?ids= as the API answers it: the catalogue's books among the ids asked for. */
export const booksByIds =
  (...books: Book[]) =>
  (request: Request) => {
    const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
    return jsonResponse(books.filter((book) => ids.includes(book._id)));
  };

/** Every call a screen made, as "METHOD /path?query". */
export const callsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
