import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booksByIds, callsOf, stubApi } from '@/test/api-stub';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import { makePrintOrderLine } from '@/features/orders/testing/print-order-line';
import UserDashboardPage from './user-dashboard-page';
import { makeBook, makeOrder } from '@/test/fixtures';
import { BOOK_IDS_MAX, type OrderView } from '@shop/backend/contract';

const PENCILS = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const PENS = 'ccccccccccccccccccccccc3';
const GONE = 'fffffffffffffffffffffff0';
const lineOf = (bookId: string, title: string): OrderView['lines'][number] => ({
  bookId,
  title,
  price: 120,
  coverImage: 'cover.png',
  quantity: 1,
});

const placed = makeOrder('order-1', '2025-03-01T10:00:00.000Z', {
  productIds: [PENCILS, GONE],
  lines: [
    { bookId: PENCILS, title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 1 },
    { bookId: GONE, title: 'Old diary', price: 80, coverImage: 'diary.png', quantity: 1 },
  ],
  totalPrice: 200,
  status: 'collected',
  pickupCode: 'PENC1L',
});

const ordersPath = 'GET /api/orders/mine';

afterEach(() => vi.unstubAllGlobals());

describe('UserDashboardPage', () => {
  it('when the customer has not verified their e-mail, then it says to, and the link can be sent again; once verified it says nothing', async () => {
    stubApi({ [ordersPath]: [] });
    const sendVerificationEmail = vi.fn(async () => {});
    const { unmount } = renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: { ...signedInUser, emailVerified: false }, sendVerificationEmail }),
    });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('verify your e-mail to be told when your order is ready');
    expect(note).toHaveTextContent(signedInUser.email!);
    await userEvent.click(within(note).getByRole('button', { name: 'Send the link again' }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await within(note).findByRole('status')).toHaveTextContent('Sent. Check your inbox.');
    unmount();

    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });
    expect(await screen.findByText('You have no recent orders.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('when the customer comes back to the tab while unverified, then Firebase is asked again; once verified it is not', async () => {
    stubApi({ [ordersPath]: [] });
    const recheckEmailVerified = vi.fn(async () => {});
    const { unmount } = renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: { ...signedInUser, emailVerified: false }, recheckEmailVerified }),
    });
    await screen.findByRole('note');
    expect(recheckEmailVerified).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(recheckEmailVerified).toHaveBeenCalledTimes(2);
    unmount();
    window.dispatchEvent(new Event('focus'));
    expect(recheckEmailVerified).toHaveBeenCalledTimes(2);

    const verifiedRecheck = vi.fn(async () => {});
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser, recheckEmailVerified: verifiedRecheck }),
    });
    await screen.findByText('You have no recent orders.');
    window.dispatchEvent(new Event('focus'));
    expect(verifiedRecheck).not.toHaveBeenCalled();
  });

  it('when the user has orders, then it welcomes them and marks products no longer sold', async () => {
    stubApi({ [ordersPath]: [placed], 'GET /api/books': booksByIds(makeBook({ _id: PENCILS })) });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    expect(screen.getByRole('heading', { name: 'Welcome, Asha Rao!' })).toBeInTheDocument();
    expect(screen.getByText(signedInUser.email!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Recent Orders' })).toBeInTheDocument();
    // Named by its pickup code, not its id.
    expect((await screen.findAllByText('PENC1L')).length).toBeGreaterThan(0);
    expect(screen.queryByText('order-1')).not.toBeInTheDocument();
    expect(screen.getByText('₹200.00')).toBeInTheDocument();
    expect(screen.getByText('Collected')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pencil box' })).toBeInTheDocument();
    expect(await screen.findAllByText('Product not found')).toHaveLength(1);
  });

  it('when a line holds several units, then it shows the quantity, the line total and the unit price', async () => {
    const pens = makeOrder('order-2', '2025-03-02T10:00:00.000Z', {
      productIds: [PENS],
      lines: [{ bookId: PENS, title: 'Blue Gel Pen', price: 19.99, coverImage: 'pen.png', quantity: 3 }],
      totalPrice: 59.97,
    });
    stubApi({ [ordersPath]: [pens], 'GET /api/books': booksByIds(makeBook({ _id: PENS })) });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByText('Blue Gel Pen')).toHaveTextContent('Blue Gel Pen × 3');
    expect(within(products).getByText('₹59.97', { exact: false })).toHaveTextContent('₹59.97 (₹19.99 each)');
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('when an order holds a print job, then it shows "Print: <file>", the options, pages and sheets and the price, with no cover and no catalogue check', async () => {
    const mixed = makeOrder('order-7', '2025-03-02T10:00:00.000Z', {
      productIds: [PENS],
      lines: [lineOf(PENS, 'Blue Gel Pen'), makePrintOrderLine()],
      totalPrice: 264.86,
    });
    const fetchMock = stubApi({
      [ordersPath]: [mixed],
      'GET /api/books': booksByIds(makeBook({ _id: PENS })),
    });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    const products = await screen.findByRole('list', { name: 'Products' });
    const printLine = within(products).getByText('Print: physics-notes.pdf').closest('li')!;
    expect(printLine).toHaveTextContent(
      'Print: physics-notes.pdfColour, double-sided, 2 copies, all pages, stapled7 pages × 2 copies, 8 sheets₹144.86',
    );
    expect(within(printLine).queryByRole('img')).not.toBeInTheDocument();
    expect(within(printLine).queryByRole('link')).not.toBeInTheDocument();
    expect(within(products).getAllByRole('img')).toHaveLength(1);
    await waitFor(() => expect(callsOf(fetchMock)).toEqual([ordersPath, `GET /api/books?ids=${PENS}`]));
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  });

  it('when orders are to be collected, then each shows its pickup code with a QR code, its hold date, UPI and cancel', async () => {
    const upiLink = 'upi://pay?pa=shop@okaxis&pn=Shop&am=120.00&cu=INR&tn=Order%20R8TW4N&tr=R8TW4N';
    const toPrepare = makeOrder('order-3', '2025-11-20T10:00:00.000Z', { pickupCode: 'R8TW4N', upiLink });
    const toHandOut = makeOrder('order-4', '2025-11-19T10:00:00.000Z', {
      pickupCode: 'H3JN9P',
      status: 'ready',
      holdUntil: '2025-11-24T20:00:00.000Z',
    });
    stubApi({ [ordersPath]: [toPrepare, toHandOut], 'GET /api/books': [makeBook({ _id: 'b1' })] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    const [placedCard, readyCard] = await screen.findAllByRole('article');
    expect(
      within(placedCard!)
        .getAllByText('R8TW4N')
        .filter((code) => code.classList.contains('text-4xl')),
    ).toHaveLength(1);
    expect(
      within(placedCard!).getByRole('img', { name: 'QR code of pickup code R8TW4N' }),
    ).toBeInTheDocument();
    expect(within(placedCard!).getByText('Show this code at the counter')).toBeInTheDocument();
    expect(within(placedCard!).getByRole('link', { name: 'Pay by UPI' })).toHaveAttribute('href', upiLink);
    expect(within(placedCard!).getByRole('button', { name: 'Cancel order' })).toBeEnabled();

    expect(within(readyCard!).getByText('Ready - collect by 25 Nov')).toBeInTheDocument();
    expect(
      within(readyCard!).getByRole('img', { name: 'QR code of pickup code H3JN9P' }),
    ).toBeInTheDocument();
    expect(within(readyCard!).queryByRole('link', { name: 'Pay by UPI' })).not.toBeInTheDocument();
    expect(within(readyCard!).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('when an order was collected, then it says how it was paid and shows no QR code', async () => {
    const paid = makeOrder('order-5', '2025-11-20T10:00:00.000Z', {
      status: 'collected',
      payment: { method: 'card', reference: 'SLIP-0042', at: '2025-11-21T10:00:00.000Z' },
    });
    stubApi({ [ordersPath]: [paid], 'GET /api/books': [makeBook({ _id: 'b1' })] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    const card = await screen.findByRole('article');
    expect(
      within(card)
        .getByText(/^Paid by Card/)
        .closest('p'),
    ).toHaveTextContent('Paid by Card · Reference SLIP-0042');
    expect(within(card).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('when the user has no name and no orders, then it greets User, says there are none and asks for no book', async () => {
    const fetchMock = stubApi({ [ordersPath]: [], 'GET /api/books': [] });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: { ...signedInUser, displayName: null } }),
    });
    expect(screen.getByRole('heading', { name: 'Welcome, User!' })).toBeInTheDocument();
    expect(await screen.findByText('You have no recent orders.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual([ordersPath]);
  });

  it('when the account has no name but an order does, then it welcomes the customer by the name they gave', async () => {
    stubApi({ [ordersPath]: [placed], 'GET /api/books': booksByIds(makeBook({ _id: PENCILS })) });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: { ...signedInUser, displayName: null } }),
    });
    expect(await screen.findByRole('heading', { name: `Welcome, ${placed.name}!` })).toBeInTheDocument();
  });

  it('when orders share books, then it asks once for the books of its orders, by sorted ids, and nothing else', async () => {
    const more = makeOrder('order-6', '2025-03-02T10:00:00.000Z', {
      lines: [lineOf(PENS, 'Blue Gel Pen'), lineOf(PENCILS, 'Pencil box')],
    });
    const fetchMock = stubApi({
      [ordersPath]: [placed, more],
      'GET /api/books': booksByIds(makeBook({ _id: PENCILS }), makeBook({ _id: PENS })),
    });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    expect(await screen.findAllByText('Product not found')).toHaveLength(1);
    expect(callsOf(fetchMock)).toEqual([ordersPath, `GET /api/books?ids=${PENCILS},${PENS},${GONE}`]);
  });

  it('when the orders name more books than one request may, then they are asked for in parts', async () => {
    const ids = Array.from({ length: BOOK_IDS_MAX + 1 }, (_, index) => index.toString(16).padStart(24, '0'));
    // Orders of at most 50 lines; the last book is no longer sold.
    const orders = [0, 50, 100].map((start) =>
      makeOrder(`order-${start}`, '2025-03-01T10:00:00.000Z', {
        lines: ids.slice(start, start + 50).map((id) => lineOf(id, `Item ${id}`)),
      }),
    );
    const fetchMock = stubApi({
      [ordersPath]: orders,
      'GET /api/books': booksByIds(...ids.slice(0, -1).map((id) => makeBook({ _id: id }))),
    });
    renderScreen(<UserDashboardPage />, {
      path: '/user-dashboard',
      auth: fakeAuth({ currentUser: signedInUser }),
    });

    expect(await screen.findAllByText('Product not found')).toHaveLength(1);
    expect(screen.getByText('Product not found').closest('li')).toHaveTextContent(`Item ${ids.at(-1)}`);
    expect(callsOf(fetchMock)).toEqual([
      ordersPath,
      `GET /api/books?ids=${ids.slice(0, BOOK_IDS_MAX).join(',')}`,
      `GET /api/books?ids=${ids.at(-1)}`,
    ]);
  });
});
