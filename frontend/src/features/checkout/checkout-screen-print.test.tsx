import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import type { CartPrintJob } from '@/features/cart';
import { makeCartPrintJob } from '@/test/cart-print-job';
import { booksByIds, jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { submitValidOrder } from '@/test/checkout';
import { makeBook, makeOrder } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import type { Book } from '@shop/backend/contract';
import { CheckoutScreen } from './components/checkout-screen';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pens = makeBook({ _id: 'ccccccccccccccccccccccc3', title: 'Blue Gel Pen', newPrice: 19.99 });
const notes = makeCartPrintJob();
const poster = makeCartPrintJob({
  jobId: '64b7f0c2a1b2c3d4e5f60719',
  fileName: 'poster.pdf',
  documentPages: 3,
  options: { colour: 'bw', sides: 'single', copies: 1, range: '2-3', binding: 'none' },
  quote: { pages: 2, sides: 2, sheets: 2, price: 4 },
});
const placedOrder = makeOrder('ddddddddddddddddddddddd4', '2025-03-01T10:00:00.000Z', { totalPrice: 208.83 });

function renderCheckout(books: [Book, number][], printJobs: CartPrintJob[]) {
  return renderScreen(<CheckoutScreen account={{ email: signedInUser.email ?? '' }} />, {
    path: '/checkout',
    auth: fakeAuth({ currentUser: signedInUser }),
    cart: {
      items: books.map(([book, quantity]) => ({ ...book, quantity })),
      printJobs,
      kits: [],
      shortages: [],
    },
    extraRoutes: [{ path: '/orders', element: <h1>Orders screen</h1> }],
  });
}

const sentItems = async (fetchMock: ReturnType<typeof stubApi>) => {
  const [post] = requestsTo(fetchMock, 'POST', '/api/orders');
  return ((await post!.clone().json()) as { items: unknown }).items;
};

const summary = () => screen.getByRole('heading', { name: 'Cash On Delivery' }).parentElement!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CheckoutScreen print jobs', () => {
  it('when the cart holds books and print jobs, then the summary lists both and the order sends each job with its options', async () => {
    const fetchMock = stubApi({
      'GET /api/books': booksByIds(pens),
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    const { store } = renderCheckout([[pens, 3]], [notes, poster]);

    const notesLine = within(summary()).getByText('Print: physics-notes.pdf').closest('li')!;
    expect(notesLine).toHaveTextContent(
      'Colour, double-sided, 2 copies, all pages, stapled; 7 pages × 2 copies, 8 sheets',
    );
    expect(notesLine).toHaveTextContent('₹144.86');
    expect(within(summary()).getByText('Print: poster.pdf')).toBeInTheDocument();
    // 3 × ₹19.99 + ₹144.86 + ₹4.00; a print job is one item to collect.
    expect(screen.getByText('Total Price:')).toHaveTextContent('₹208.83');
    expect(screen.getByText('Items:')).toHaveTextContent('Items: 5');

    await submitValidOrder(user);

    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(await sentItems(fetchMock)).toEqual([
      { productId: pens._id, quantity: 3 },
      {
        printJob: {
          jobId: notes.jobId,
          colour: 'colour',
          sides: 'double',
          copies: 2,
          range: '',
          binding: 'staple',
        },
      },
      {
        printJob: {
          jobId: poster.jobId,
          colour: 'bw',
          sides: 'single',
          copies: 1,
          range: '2-3',
          binding: 'none',
        },
      },
    ]);
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.printJobs).toEqual([]);
  });

  it('when the cart holds only a print job, then the order can be placed with it alone', async () => {
    const fetchMock = stubApi({
      'GET /api/books': booksByIds(),
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderCheckout([], [notes]);

    expect(screen.queryByText('No items to place')).not.toBeInTheDocument();
    expect(screen.getByText('Total Price:')).toHaveTextContent('₹144.86');

    await submitValidOrder(user);

    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(await sentItems(fetchMock)).toEqual([
      {
        printJob: {
          jobId: notes.jobId,
          colour: 'colour',
          sides: 'double',
          copies: 2,
          range: '',
          binding: 'staple',
        },
      },
    ]);
  });

  it('when the API answers that a print file is already in another order, then its message is shown and that job leaves the cart, the books stay', async () => {
    const message =
      'A print file in this order is already in another order. Upload it again to print it again.';
    stubApi({
      'GET /api/books': booksByIds(pens),
      'POST /api/orders': () =>
        jsonResponse({ error: { code: 'conflict', message, jobIds: [notes.jobId] } }, 409),
    });
    const user = userEvent.setup();
    const { store, router } = renderCheckout([[pens, 1]], [notes]);

    await submitValidOrder(user);

    const removed = `${message} It has been taken out of your cart.`;
    expect(await screen.findByRole('alert')).toHaveTextContent(removed);
    expect(showAlert).toHaveBeenCalledWith({
      title: 'Failed to place an order',
      text: removed,
      icon: 'error',
    });
    expect(router.state.location.pathname).toBe('/checkout');
    // The job would be refused again; the books stay for the customer to order.
    expect(store.getState().cart.printJobs).toEqual([]);
    expect(store.getState().cart.items).toHaveLength(1);
  });

  it('when the API answers that a print file is no longer kept, then its message is shown', async () => {
    const message = 'A print file in the order is no longer kept. Upload it again.';
    stubApi({
      'GET /api/books': booksByIds(),
      'POST /api/orders': () => jsonResponse({ error: { code: 'validation', message } }, 400),
    });
    const user = userEvent.setup();
    const { store } = renderCheckout([], [notes]);

    await submitValidOrder(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ text: message })));
    expect(store.getState().cart.printJobs).toEqual([notes]);
  });
});
