import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showToast } from '@/components/dialogs';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import type { Book } from '@shop/backend/contract';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { BookCard, previewDescription } from './book-card';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const LONG_DESCRIPTION =
  'A ruled notebook with 200 pages of thick paper, a sturdy cover and a ribbon to keep your place.';

const book: Book = makeBook({
  _id: 'bk-101',
  title: 'Classmate Notebook',
  description: LONG_DESCRIPTION,
  trending: true,
  oldPrice: 1500,
  newPrice: 1234.5,
});

describe('previewDescription', () => {
  it('when the text is longer than 60 characters, then it keeps the first 60 and adds "..."', () => {
    expect(previewDescription(LONG_DESCRIPTION)).toBe(`${LONG_DESCRIPTION.slice(0, 60)}...`);
  });

  it('when the text is exactly 60 characters, then it is left whole', () => {
    const sixty = 'x'.repeat(60);
    expect(previewDescription(sixty)).toBe(sixty);
  });

  it('when the text is short, then it is left whole', () => {
    expect(previewDescription('Blue gel pen')).toBe('Blue gel pen');
  });
});

describe('BookCard', () => {
  beforeEach(() => {
    vi.mocked(showAlert).mockClear();
    vi.mocked(showToast).mockClear();
  });

  it('when rendered, then the cover image and the title both link to /books/{id}', () => {
    renderScreen(<BookCard book={book} />);

    const cover = screen.getByAltText('Classmate Notebook');
    expect(cover.closest('a')).toHaveAttribute('href', '/books/bk-101');
    expect(cover).toHaveAttribute('width', '600');
    expect(cover).toHaveAttribute('height', '800');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Classmate Notebook' })).toHaveAttribute('href', '/books/bk-101');
  });

  it('when the description is long, then the card shows 60 characters and "..."', () => {
    renderScreen(<BookCard book={book} />);

    expect(screen.getByText(`${LONG_DESCRIPTION.slice(0, 60)}...`)).toBeInTheDocument();
    expect(screen.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
  });

  it('when the description is short, then the card shows it uncut', () => {
    renderScreen(<BookCard book={{ ...book, description: 'Blue gel pen, pack of 5.' }} />);

    expect(screen.getByText('Blue gel pen, pack of 5.')).toBeInTheDocument();
    expect(screen.queryByText(/\.\.\.$/)).not.toBeInTheDocument();
  });

  it('when the old price is higher, then both prices show in rupees and the old one is struck through', () => {
    renderScreen(<BookCard book={book} />);

    expect(screen.getByText('₹1,234.50').tagName).not.toBe('DEL');
    expect(screen.getByText('₹1,500.00').tagName).toBe('DEL');
    expect(screen.getByText('Old price:')).toBeInTheDocument();
  });

  it('when the old price is not higher, then no struck-through price is shown', () => {
    const { container } = renderScreen(<BookCard book={{ ...book, oldPrice: 1234.5 }} />);

    expect(container.querySelector('del')).toBeNull();
    expect(screen.getByText('₹1,234.50')).toBeInTheDocument();
  });

  it('when showCategory is set, then the category label is shown', () => {
    renderScreen(<BookCard book={{ ...book, category: 'penandpencil' }} showCategory />);

    expect(screen.getByText('Pen and Pencil')).toBeInTheDocument();
  });

  it('when Add to Cart is clicked twice, then the cart holds one entry and the second click warns', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<BookCard book={book} />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });

    expect(screen.queryByRole('link', { name: 'In cart · View cart' })).not.toBeInTheDocument();
    await user.click(button);
    expect(store.getState().cart.items).toEqual([{ ...book, quantity: 1 }]);
    expect(showToast).toHaveBeenCalledWith('Product Added to the Cart');
    expect(screen.getByRole('link', { name: 'In cart · View cart' })).toHaveAttribute('href', '/cart');

    await user.click(button);
    expect(store.getState().cart.items).toHaveLength(1);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Already Added to the Cart' }));
  });

  it.each([
    [3, 'Only 3 left'],
    [1, 'Only 1 left'],
    [5, 'Only 5 left'],
  ])('when %d are left, then the card says "%s" and Add to Cart still works', async (stock, text) => {
    const user = userEvent.setup();
    const { store } = renderScreen(<BookCard book={{ ...book, stock }} />);

    expect(screen.getByText(text)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAccessibleDescription(`Classmate Notebook ${text}`);
    await user.click(button);
    expect(store.getState().cart.items.map((item) => item._id)).toEqual(['bk-101']);
  });

  it('when none are left, then the card says "Out of stock" and Add to Cart is disabled', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<BookCard book={{ ...book, stock: 0 }} />);

    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(store.getState().cart.items).toEqual([]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each<[number | null, string]>([
    [6, 'more than five are left'],
    [null, 'the item is not counted'],
  ])('when the stock is %s (%s), then the card says nothing about stock', (stock) => {
    renderScreen(<BookCard book={{ ...book, stock }} />);

    expect(screen.queryByText(/left$|Out of stock/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('when an item with few left is already in the cart, then a second add still warns "Already Added to the Cart"', async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<BookCard book={{ ...book, stock: 2 }} />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });

    await user.click(button);
    await user.click(button);

    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Already Added to the Cart',
      text: "You won't be able to revert this!",
      icon: 'warning',
    });
  });
});

describe('BookCard in Hindi', () => {
  beforeEach(() => activateCatalog('hi', hindi));
  afterEach(() => activateCatalog('en', english));

  it('when Hindi is shown, then the button, the stock, the category and the prices are in Hindi, in hi-IN rupees', () => {
    renderScreen(
      <BookCard
        book={{ ...book, category: 'penandpencil', stock: 1, newPrice: 123456.5, oldPrice: 150000 }}
        showCategory
      />,
    );

    const button = screen.getByRole('button', { name: 'कार्ट में डालें' });
    expect(button).toHaveAccessibleDescription('Classmate Notebook सिर्फ़ 1 बचा है');
    expect(screen.getByText('पेन और पेंसिल')).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456.50').tagName).not.toBe('DEL');
    expect(screen.getByText('₹1,50,000.00').tagName).toBe('DEL');
    expect(screen.getByText('पहले का दाम:')).toBeInTheDocument();
  });

  it('when none are left, then the card says so in Hindi', () => {
    renderScreen(<BookCard book={{ ...book, stock: 0 }} />);

    expect(screen.getByText('स्टॉक ख़त्म')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeDisabled();
  });
});
