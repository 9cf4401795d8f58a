import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { jsonResponse, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { coversHeld, holdOtherCovers } from '@/components/cover-order';
import { renderScreen } from '@/test/render';
import { catalogueApi } from '../api';
import { catalogueQueryOf, readCatalogueFilters } from '../catalogue-filters';
import AllProductsPage from './all-products-page';

const book = (id: string, title: string, category: Book['category'], newPrice: number, day: number): Book =>
  makeBook({
    _id: id,
    title,
    description: `${title} for school and office.`,
    category,
    oldPrice: 120,
    newPrice,
    coverImage: `${id}.png`,
    createdAt: new Date(Date.UTC(2025, 0, 31 - day)).toISOString(),
  });

/** 30 items, newest first: three named ones, then Notebook 04 … Notebook 30. */
const catalogue: Book[] = [
  book('b01', 'Reynolds Blue Pen', 'penandpencil', 20, 1),
  book('b02', 'Camlin Wax Crayons', 'colors', 60, 2),
  book('b03', 'Fevicol Glue Stick', 'adhesive', 35, 3),
  ...Array.from({ length: 27 }, (_, index) => {
    const n = String(index + 4).padStart(2, '0');
    return book(`b${n}`, `Notebook ${n}`, 'book', 40 + index, index + 4);
  }),
];

const SORTS: Record<string, (a: Book, b: Book) => number> = {
  'price-asc': (a, b) => a.newPrice - b.newPrice,
  'price-desc': (a, b) => b.newPrice - a.newPrice,
  title: (a, b) => a.title.localeCompare(b.title),
};

/** GET /api/books as the API answers it: filtered, sorted, one page, with X-Total-Count. */
function answerFrom(books: Book[]) {
  return async (input: RequestInfo | URL) => {
    const params = new URL(input instanceof Request ? input.url : String(input)).searchParams;
    const category = params.get('category');
    const q = params.get('q')?.toLowerCase();
    const sort = SORTS[params.get('sort') ?? ''];
    let found = books.filter(
      (item) => (!category || item.category === category) && (!q || item.title.toLowerCase().includes(q)),
    );
    if (sort) found = [...found].sort(sort);
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? found.length);
    return jsonResponse(found.slice(offset, offset + limit), 200, { 'X-Total-Count': String(found.length) });
  };
}

/** What the page asked the API for, as "/api/books?..." strings. */
const requestedUrls = (fetchMock: ReturnType<typeof stubApi>): string[] =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.pathname}${url.search}`;
  });

/** A reply the test lets go of when it has looked at the screen in between. */
function heldReply() {
  let release: (response: Response) => void = () => {};
  const reply = new Promise<Response>((resolve) => (release = resolve));
  return { reply, release };
}

/** Stands in for the browser's IntersectionObserver: the test says when the end of the list is near. */
const watched: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    watched.push({ element, callback: this.callback });
  }
  disconnect() {}
}
const scrollNearTheEnd = () =>
  act(() => {
    for (const { element, callback } of watched)
      callback(
        [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

let fetchMock: ReturnType<typeof stubApi>;
const answer = answerFrom(catalogue);

beforeEach(() => {
  watched.length = 0;
  fetchMock = stubApi({ 'GET /api/books': answer });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (route = '/all-products') =>
  renderScreen(<AllProductsPage />, { path: '/all-products', route });

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('AllProductsPage', () => {
  it('when the page opens, then it asks for the first 24, shows them with their category and counts every match', async () => {
    renderPage();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reynolds Blue Pen' })).toHaveAttribute(
      'href',
      '/books/b01',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /go back/i })).toHaveAttribute('href', '/');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(24);
    expect(cards.slice(0, 3).map((card) => card.textContent)).toEqual([
      expect.stringContaining('Category: Pen and Pencil'),
      expect.stringContaining('Category: Colors'),
      expect.stringContaining('Category: Adhesive or Gum'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('30 products');
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Newest');
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?limit=24']);
  });

  it('when "Load more" is pressed, then the next 24 are asked for, added below, and the keyboard moves to the first new card', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    const next = heldReply();
    fetchMock.mockImplementationOnce(() => next.reply);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('button', { name: 'Loading more…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 products');
    next.release(await answer('http://shop/api/books?limit=24&offset=24'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?limit=24', '/api/books?limit=24&offset=24']);
    expect(cardTitles().slice(22, 26)).toEqual(['Notebook 23', 'Notebook 24', 'Notebook 25', 'Notebook 26']);
    expect(screen.getByRole('link', { name: 'Notebook 25' })).toHaveFocus();
    expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('when "Load more" is reached with the keyboard, then Enter loads the next page', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });

    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(requestedUrls(fetchMock)).toContain('/api/books?limit=24&offset=24');
  });

  it('when the end of the list scrolls near, then the next page loads by itself', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?limit=24']);

    scrollNearTheEnd();

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?limit=24', '/api/books?limit=24&offset=24']);
  });

  it('when the next page fails, then the cards stay, it says so, and "Try again" loads it', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    fetchMock.mockImplementationOnce(async () => jsonResponse({ error: { message: 'boom' } }, 500));

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Could not load more products.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.queryByText('Error loading books')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByText('Could not load more products.')).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).filter((url) => url.endsWith('offset=24'))).toHaveLength(2);
  });

  it('when the API answers 500, then it shows "Error loading books"', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: { message: 'boom' } }, 500));
    renderPage();

    expect(await screen.findByText('Error loading books')).toBeInTheDocument();
  });

  it('when a category is chosen after a second page, then the URL keeps it and the list starts again at its first page', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    const next = heldReply();
    fetchMock.mockImplementationOnce(() => next.reply);

    await user.selectOptions(screen.getByLabelText('Category'), 'Colors');

    expect(router.state.location.search).toBe('?category=colors');
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    next.release(await answer('http://shop/api/books?category=colors&limit=24'));
    await waitFor(() => expect(cardTitles()).toEqual(['Camlin Wax Crayons']));
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestedUrls(fetchMock).at(-1)).toBe('/api/books?category=colors&limit=24');
  });

  it('when a search is typed, then one first-page request with q goes out after the pause and "Best match" is offered', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });

    await user.type(screen.getByLabelText('Search products'), 'glue');

    // Typing, the pause and the answer take longer than waitFor's default second on a busy machine.
    await waitFor(() => expect(cardTitles()).toEqual(['Fevicol Glue Stick']), { timeout: 3000 });
    expect(requestedUrls(fetchMock).filter((url) => url.includes('q='))).toEqual([
      '/api/books?q=glue&limit=24',
    ]);
    expect(router.state.location.search).toBe('?q=glue');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Best match');
  });

  it('when a sort is chosen, then the URL keeps it and the first page comes back in that order; the default leaves the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/all-products?category=book');
    await screen.findByRole('link', { name: 'Notebook 04' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: high to low');

    expect(router.state.location.search).toBe('?category=book&sort=price-desc');
    await waitFor(() => expect(cardTitles()[0]).toBe('Notebook 30'));
    expect(requestedUrls(fetchMock)).toEqual([
      '/api/books?category=book&limit=24',
      '/api/books?category=book&sort=price-desc&limit=24',
    ]);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest');

    expect(router.state.location.search).toBe('?category=book');
    await waitFor(() => expect(cardTitles()[0]).toBe('Notebook 04'));
  });

  it('when the address carries category, q and sort (a reload or a shared link), then the controls and the request follow it', async () => {
    renderPage('/all-products?sort=price-asc&q=%20pen%20&category=penandpencil');

    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    expect(screen.getByLabelText('Category')).toHaveValue('penandpencil');
    expect(screen.getByLabelText('Search products')).toHaveValue(' pen ');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Price: low to high');
    expect(requestedUrls(fetchMock)).toEqual([
      '/api/books?category=penandpencil&q=pen&sort=price-asc&limit=24',
    ]);
  });

  it('when the first page was fetched ahead from the address (the app’s first-screen prefetch), then the page shows it without asking again', async () => {
    const route = '/all-products?category=book&q=note%20&sort=title';
    // The app has started on another screen while the list's code is still on its way.
    const { store, router } = renderScreen(<p>Starting…</p>, {
      path: '/',
      extraRoutes: [{ path: '/all-products', element: <AllProductsPage /> }],
    });
    const query = catalogueQueryOf(readCatalogueFilters(new URL(route, 'http://shop').searchParams));
    await store.dispatch(catalogueApi.endpoints.getCatalogue.initiate(query, { subscribe: false }));

    await act(() => router.navigate(route));

    expect(await screen.findByRole('link', { name: 'Notebook 04' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?category=book&q=note&sort=title&limit=24']);
  });

  it('when nothing matches a search, then it says so and "Show all products" clears the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/all-products?q=stapler&sort=title');

    expect(await screen.findByText('No products match “stapler”.')).toBeInTheDocument();
    expect(screen.getByText('Try another category or a different search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 products');
    await user.click(screen.getByRole('button', { name: 'Show all products' }));

    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByLabelText('Search products')).toHaveValue('');
    expect(requestedUrls(fetchMock).at(-1)).toBe('/api/books?limit=24');
  });

  it('when a category has nothing yet, then it says so', async () => {
    fetchMock.mockImplementation(answerFrom([]));
    renderPage('/all-products?category=colors');

    expect(await screen.findByText('No products in this category yet.')).toBeInTheDocument();
  });
});

describe('AllProductsPage in Hindi', () => {
  beforeEach(() => activateCatalog('hi', hindi));
  afterEach(() => activateCatalog('en', english));

  it('when Hindi is shown, then the heading, filters, categories, counts and cards speak Hindi', async () => {
    renderPage();

    expect(await screen.findByRole('link', { name: 'Reynolds Blue Pen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'सारा सामान' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /वापस जाएँ/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('status')).toHaveTextContent('30 चीज़ें');
    expect(screen.getByText('30 में से 24 दिख रहे हैं')).toBeInTheDocument();
    expect(screen.getByLabelText('किस क्रम में')).toHaveDisplayValue('सबसे नया पहले');
    const category = screen.getByLabelText('कैटेगरी');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सभी', 'पेन और पेंसिल', 'रंग', 'गोंद', 'किताबें', 'बॉक्स और किट']);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('कैटेगरी: पेन और पेंसिल');
    expect(screen.getAllByRole('button', { name: 'कार्ट में डालें' })).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'और दिखाएँ' })).toBeInTheDocument();
  });

  it('when the customer leaves before the first cover has arrived, then the covers are no longer held for the next screen', async () => {
    holdOtherCovers();
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'Reynolds Blue Pen' })).toBeInTheDocument();
    expect(coversHeld()).toBe(true);

    unmount();
    expect(coversHeld()).toBe(false);
  });
});
