import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showAlert } from '@/components/dialogs';
import type { CartState } from '@/features/cart';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { booksByIds, stubApi } from '@/test/api-stub';
import { makeCartPrintJob } from '@/test/cart-print-job';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { CartScreen } from './components/cart-screen';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pens = makeBook({
  _id: 'ccccccccccccccccccccccc3',
  title: 'Blue Gel Pen',
  category: 'penandpencil',
  newPrice: 19.99,
});
const notes = makeCartPrintJob();
const cart: CartState = { items: [{ ...pens, quantity: 3 }], printJobs: [notes], kits: [], shortages: [] };

beforeEach(() => activateCatalog('hi', hindi));
afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CartScreen in Hindi', () => {
  it('when the customer reads Hindi, then the cart, its lines, the print job and the total are in Hindi with rupees in hi-IN', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    renderScreen(<CartScreen />, { path: '/cart', cart });

    expect(screen.getByRole('heading', { name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट खाली करें' })).toBeInTheDocument();

    const penRow = screen.getByRole('link', { name: 'Blue Gel Pen' }).closest('li')!;
    expect(within(penRow).getByText('पेन और पेंसिल')).toBeInTheDocument();
    expect(within(penRow).getByText('एक का ₹19.99')).toBeInTheDocument();
    expect(within(penRow).getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();

    const printRow = screen.getByRole('heading', { name: 'प्रिंट: physics-notes.pdf' }).closest('li')!;
    expect(within(printRow).getByText('कलर, दोनों तरफ़, 2 कॉपी, सारे पेज, स्टेपल')).toBeInTheDocument();
    expect(within(printRow).getByText('7 पेज × 2 कॉपी, 8 शीट')).toBeInTheDocument();

    expect(screen.getByText('कुल रकम')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹204.83'));
    expect(screen.getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'और खरीदारी करें' })).toHaveAttribute('href', '/');
    // Nothing of the English screen is left over.
    expect(screen.queryByText(/Subtotal|Checkout|Remove|Category/)).not.toBeInTheDocument();
  });

  it('when a line is removed, then the question and the answer are asked in Hindi', async () => {
    stubApi({ 'GET /api/books': booksByIds(pens) });
    const user = userEvent.setup();
    renderScreen(<CartScreen />, { path: '/cart', cart });

    const penRow = screen.getByRole('link', { name: 'Blue Gel Pen' }).closest('li')!;
    await user.click(within(penRow).getByRole('button', { name: 'हटाएँ' }));

    expect(confirmDialog).toHaveBeenCalledWith({
      title: 'यह सामान कार्ट से हटाना है?',
      confirmText: 'हाँ',
      cancelText: 'नहीं',
    });
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith({ title: 'हटा दिया!', icon: 'success' }));
  });

  it('when the cart is empty, then it says so in Hindi', () => {
    stubApi({});
    renderScreen(<CartScreen />, { path: '/cart' });

    expect(screen.getByText('कार्ट खाली है!')).toBeInTheDocument();
  });
});
