import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import AllProductsPage from './all-products-page';

const book = (id: string, title: string, category: Book['category']): Book =>
  makeBook({
    _id: id,
    title,
    description: `${title} for school and office.`,
    category,
    oldPrice: 120,
    newPrice: 99,
    coverImage: `${id}.png`,
  });

const books = [
  book('b1', 'Reynolds Blue Pen', 'penandpencil'),
  book('b2', 'Camlin Wax Crayons', 'colors'),
  book('b3', 'Fevicol Glue Stick', 'adhesive'),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the page asked the API for, as "/api/books?..." strings. */
const requestedUrls = (fetchMock: ReturnType<typeof vi.fn>): string[] =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return `${url.pathname}${url.search}`;
  });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(books));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (route = '/all-products') =>
  renderScreen(<AllProductsPage />, { path: '/all-products', route });

describe('AllProductsPage', () => {
  it('when the page opens, then it shows "Loading..." and then a card for every book with its category', async () => {
    renderPage();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reynolds Blue Pen' })).toHaveAttribute(
      'href',
      '/books/b1',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camlin Wax Crayons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fevicol Glue Stick' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Category: Pen and Pencil'),
      expect.stringContaining('Category: Colors'),
      expect.stringContaining('Category: Adhesive or Gum'),
    ]);
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /go back/i })).toHaveAttribute('href', '/');
    expect(requestedUrls(fetchMock)).toEqual(['/api/books']);
  });

  it('when the API answers 500, then it shows "Error loading books"', async () => {
    fetchMock.mockImplementation(async () => json({ error: { message: 'boom' } }, 500));
    renderPage();

    expect(await screen.findByText('Error loading books')).toBeInTheDocument();
  });

  it('when a category is chosen, then it requests /api/books?category=colors and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    fetchMock.mockImplementation(async () => json(books.filter((item) => item.category === 'colors')));

    await user.selectOptions(screen.getByLabelText('Category'), 'Colors');

    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/books?category=colors'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Reynolds Blue Pen' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Camlin Wax Crayons' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=colors');
  });

  it('when the link carries ?category=&q=, then the filters start from it and the request carries both', async () => {
    renderPage('/all-products?category=penandpencil&q=blue');

    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });
    expect(screen.getByLabelText('Category')).toHaveValue('penandpencil');
    expect(screen.getByLabelText('Search products')).toHaveValue('blue');
    expect(requestedUrls(fetchMock)).toEqual(['/api/books?category=penandpencil&q=blue']);
  });

  it('when a search is typed, then one request with q goes out after the pause', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await screen.findByRole('link', { name: 'Reynolds Blue Pen' });

    await user.type(screen.getByLabelText('Search products'), 'glue');

    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/books?q=glue'));
    expect(requestedUrls(fetchMock).filter((url) => url.includes('q='))).toEqual(['/api/books?q=glue']);
    expect(router.state.location.search).toBe('?q=glue');
  });

  it('when nothing matches, then it says so and offers to show all products', async () => {
    fetchMock.mockImplementation(async () => json([]));
    renderPage('/all-products?q=stapler');

    expect(await screen.findByText('No products match “stapler”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all products' })).toBeInTheDocument();
  });
});
