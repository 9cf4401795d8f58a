import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Book } from '@shop/backend/contract';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { makeBook, makeShop } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import BookDetailPage from './book-detail-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const book: Book = makeBook({
  _id: 'bk-7',
  title: 'Camel Oil Pastels 50 Shades',
  description: 'Smooth, bright oil pastels in a sturdy box.',
  category: 'colors',
  oldPrice: 250,
  newPrice: 199,
  coverImage: 'https://images.example/pastels.jpg',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The book at its own URL, and the shop's details, which an out-of-stock item's panel asks for. */
const bookAndShop =
  (body: unknown) =>
  async (input: Request | string): Promise<Response> =>
    new URL(input instanceof Request ? input.url : input).pathname === '/api/shop'
      ? json(makeShop())
      : json(body);

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(book));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = (id = 'bk-7') =>
  renderScreen(<BookDetailPage />, { path: '/books/:id', route: `/books/${id}` });

describe('BookDetailPage', () => {
  it('when the book loads, then it shows title, cover, category, description and both prices', async () => {
    renderPage();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: book.title })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: book.title });
    expect(cover).toHaveAttribute('src', book.coverImage);
    expect(cover).toHaveAttribute('width', '600');
    expect(screen.getByText('Colors')).toBeInTheDocument();
    expect(screen.getByText(book.description)).toBeInTheDocument();
    expect(screen.getByText('₹199.00')).toBeInTheDocument();
    expect(screen.getByText('₹250.00').tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: /go back/i })).toHaveAttribute('href', '/');
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(new URL(request.url).pathname).toBe('/api/books/bk-7');
  });

  it('when the item has an author, publisher and language, then the page names them', async () => {
    const godaan = makeBook({
      _id: 'bk-8',
      title: 'Godaan',
      author: 'Munshi Premchand',
      publisher: 'Rajkamal Prakashan',
      language: 'Hindi',
    });
    fetchMock.mockImplementation(async () => json(godaan));
    renderPage('bk-8');
    await screen.findByRole('heading', { level: 1, name: 'Godaan' });
    expect(screen.getByText('Munshi Premchand').closest('p')).toHaveTextContent('by Munshi Premchand');
    expect(screen.getByText('Publisher').nextElementSibling).toHaveTextContent('Rajkamal Prakashan');
    expect(screen.getByText('Language').nextElementSibling).toHaveTextContent('Hindi');
  });

  it('when the item has no author, publisher or language, then no empty lines stand for them', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: book.title });
    expect(screen.queryByText(/^by /)).not.toBeInTheDocument();
    expect(screen.queryByText('Publisher')).not.toBeInTheDocument();
    expect(screen.queryByText('Language')).not.toBeInTheDocument();
  });

  it('when Add to Cart is clicked, then the book is in the cart', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(store.getState().cart.items.map((item) => item._id)).toEqual(['bk-7']);
  });

  it('when the customer picks a quantity, then up to the units counted are offered and that many go in the cart', async () => {
    fetchMock.mockImplementation(async () => json({ ...book, stock: 4 }));
    const user = userEvent.setup();
    const { store } = renderPage();

    const picker = await screen.findByRole('combobox', { name: 'Quantity' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(picker, '3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items.map((item) => [item._id, item.quantity])).toEqual([['bk-7', 3]]);
    expect(screen.getByRole('link', { name: 'In cart · View cart' })).toHaveAttribute('href', '/cart');
  });

  it('when two are left, then the page says "Only 2 left" and the book can be added', async () => {
    fetchMock.mockImplementation(async () => json({ ...book, stock: 2 }));
    const user = userEvent.setup();
    const { store } = renderPage();

    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.items.map((item) => item._id)).toEqual(['bk-7']);
  });

  it('when none are left, then the page says "Out of stock" and Add to Cart is disabled', async () => {
    fetchMock.mockImplementation(bookAndShop({ ...book, stock: 0 }));
    renderPage();

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Out of stock');
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('when the book does not exist, then it shows "Error happending to load book info"', async () => {
    fetchMock.mockImplementation(async () => json({ error: { message: 'Book not found' } }, 404));
    renderPage('missing');

    expect(await screen.findByText('Error happending to load book info')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});

describe('BookDetailPage in Hindi', () => {
  beforeEach(() => activateCatalog('hi', hindi));
  afterEach(() => activateCatalog('en', english));

  it('when Hindi is shown, then the category, author, details, quantity and button speak Hindi', async () => {
    const godaan = makeBook({
      _id: 'bk-8',
      title: 'गोदान',
      category: 'book',
      author: 'मुंशी प्रेमचंद',
      publisher: 'राजकमल प्रकाशन',
      language: 'हिन्दी',
      stock: 3,
      newPrice: 1250,
      oldPrice: 1250,
    });
    fetchMock.mockImplementation(async () => json(godaan));
    renderPage('bk-8');

    expect(screen.getByText('लोड हो रहा है...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'गोदान' });
    expect(screen.getByText('किताबें')).toBeInTheDocument();
    expect(screen.getByText('मुंशी प्रेमचंद').closest('p')).toHaveTextContent('लेखक: मुंशी प्रेमचंद');
    expect(screen.getByText('प्रकाशक').nextElementSibling).toHaveTextContent('राजकमल प्रकाशन');
    expect(screen.getByText('भाषा').nextElementSibling).toHaveTextContent('हिन्दी');
    expect(screen.getByText('₹1,250.00')).toBeInTheDocument();
    expect(screen.getByText('सिर्फ़ 3 बचे हैं')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'मात्रा' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /वापस जाएँ/ })).toHaveAttribute('href', '/');
  });

  it('when the book cannot be loaded, then the error is in Hindi', async () => {
    fetchMock.mockImplementation(async () => json({ error: { message: 'Book not found' } }, 404));
    renderPage('missing');

    expect(await screen.findByText('इस सामान की जानकारी नहीं खुल पाई')).toBeInTheDocument();
  });
});
