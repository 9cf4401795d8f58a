import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { ORDER_LINES_MAX, type OutOfStockItem } from '@shop/backend/contract';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { placeButton, renderCheckout, submitValidOrder as submit } from '@/test/checkout';
import { makeBook, makeOrder } from '@/test/fixtures';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pencils = makeBook({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Pencil box', newPrice: 120 });
const atlas = makeBook({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', title: 'School atlas', newPrice: 80.5 });
const pens = makeBook({ _id: 'ddddddddddddddddddddddd4', title: 'Blue Gel Pen', newPrice: 19.99, stock: 40 });
const placedOrder = makeOrder('ccccccccccccccccccccccc3', '2025-03-01T10:00:00.000Z');

const outOfStock = (items: OutOfStockItem[]) =>
  jsonResponse({ error: { code: 'out_of_stock', message: 'Not enough stock.', items } }, 409);
const postedItems = async (request: Request) => ((await request.clone().json()) as { items: unknown }).items;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CheckoutScreen quantities and stock', () => {
  it('when lines hold several units, then the summary shows each quantity and line total, counts units and sends them', async () => {
    const fetchMock = stubApi({
      'GET /api/books': [pens, atlas],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderCheckout([pens, atlas], [3, 2]);

    expect(screen.getByText('Items:')).toHaveTextContent('Items: 5');
    expect(screen.getByText('₹220.97')).toBeInTheDocument();
    expect(screen.getByText('Blue Gel Pen').parentElement).toHaveTextContent('Blue Gel Pen × 3');
    expect(screen.getByText('₹59.97')).toBeInTheDocument();
    expect(screen.getByText('₹161.00')).toBeInTheDocument();

    await submit(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    expect(await postedItems(requestsTo(fetchMock, 'POST', '/api/orders')[0]!)).toEqual([
      { productId: pens._id, quantity: 3 },
      { productId: atlas._id, quantity: 2 },
    ]);
  });

  it('when an item in the cart ran out, then it is left out of the summary and of the order', async () => {
    const fetchMock = stubApi({
      'GET /api/books': [{ ...pens, stock: 0 }, atlas],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderCheckout([pens, atlas], [2, 1]);

    expect(await screen.findByText('Blue Gel Pen: out of stock (you asked for 2)')).toBeInTheDocument();
    expect(screen.getByText('Items:')).toHaveTextContent('Items: 1');
    await submit(user);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    expect(await postedItems(requestsTo(fetchMock, 'POST', '/api/orders')[0]!)).toEqual([
      { productId: atlas._id, quantity: 1 },
    ]);
  });

  it('when the API answers out of stock, then the alert names what is left and the summary offers to lower it', async () => {
    const fetchMock = stubApi({
      'GET /api/books': [pens, atlas],
      'POST /api/orders': () =>
        outOfStock([
          { productId: pens._id, title: 'Blue Gel Pen', requested: 5, available: 2 },
          { productId: atlas._id, title: 'School atlas', requested: 1, available: 0 },
        ]),
    });
    const user = userEvent.setup();
    const { store } = renderCheckout([pens, atlas, pencils], [5, 1, 1]);
    await submit(user);

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Failed to place an order',
        text: expect.stringContaining(
          'Blue Gel Pen: 2 left (you asked for 5); School atlas: out of stock (you asked for 1)',
        ),
        icon: 'error',
      }),
    );
    const notice = screen.getByRole('region', { name: 'Not enough stock for some items' });
    expect(within(notice).getByText('Blue Gel Pen: 2 left (you asked for 5)')).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Orders screen' })).not.toBeInTheDocument();
    // The refusal made the cached counts suspect, so the cart's books are asked for again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/books').length).toBeGreaterThan(1));
    const searches = requestsTo(fetchMock, 'GET', '/api/books').map((request) => new URL(request.url).search);
    expect(new Set(searches)).toEqual(new Set([`?ids=${pencils._id},${atlas._id},${pens._id}`]));
  });

  it('when the customer lowers to what is left and places again, then the smaller order goes out with a new key', async () => {
    const replies = [
      outOfStock([{ productId: pens._id, title: 'Blue Gel Pen', requested: 5, available: 2 }]),
      jsonResponse(placedOrder, 201),
    ];
    const fetchMock = stubApi({
      'GET /api/books': [pens, atlas],
      'POST /api/orders': () => replies.shift()!,
    });
    const user = userEvent.setup();
    renderCheckout([pens, atlas], [5, 1]);
    await submit(user);

    const notice = await screen.findByRole('region', { name: 'Not enough stock for some items' });
    await user.click(within(notice).getByRole('button', { name: 'Lower quantities to what is left' }));
    expect(screen.queryByRole('region', { name: 'Not enough stock for some items' })).not.toBeInTheDocument();
    expect(screen.getByText('Blue Gel Pen').parentElement).toHaveTextContent('Blue Gel Pen × 2');

    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    const posts = requestsTo(fetchMock, 'POST', '/api/orders');
    expect(posts).toHaveLength(2);
    expect(await postedItems(posts[1]!)).toEqual([
      { productId: pens._id, quantity: 2 },
      { productId: atlas._id, quantity: 1 },
    ]);
    expect(posts[1]!.headers.get('Idempotency-Key')).not.toBe(posts[0]!.headers.get('Idempotency-Key'));
  });

  it('when the cart has more different items than one order may hold, then nothing is posted and the form says so', async () => {
    const many = Array.from({ length: ORDER_LINES_MAX + 1 }, (_, index) =>
      makeBook({ _id: index.toString(16).padStart(24, 'e'), title: `Item ${index}` }),
    );
    const fetchMock = stubApi({ 'GET /api/books': many });
    const user = userEvent.setup();
    renderCheckout(many);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `An order can have at most ${ORDER_LINES_MAX} different items`,
    );
    expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(0);
  });
});
