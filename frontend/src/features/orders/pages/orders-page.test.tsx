import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeOrder } from '@/test/fixtures';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import { formatOrderTime } from '../components/order-status';
import { makePrintOrderLine } from '../testing/print-order-line';
import OrdersPage from './orders-page';

const order = makeOrder;

const older = order('order-old', '2025-03-01T10:00:00.000Z', {
  status: 'ready',
  pickupCode: 'OLD234',
  statusHistory: [
    { status: 'placed', at: '2025-03-01T10:00:00.000Z', by: null },
    // Who at the shop made it ready is the shop's to know, not the customer's.
    { status: 'ready', at: '2025-03-01T12:15:00.000Z', by: { id: 'st-1', name: 'Meena' } },
  ],
});
const newer = order('order-new', '2025-03-05T08:00:00.000Z', { totalPrice: 123456, pickupCode: 'NEW567' });

const renderOrders = () =>
  renderScreen(<OrdersPage />, { path: '/orders', auth: fakeAuth({ currentUser: signedInUser }) });

afterEach(() => vi.unstubAllGlobals());

describe('OrdersPage', () => {
  it('when the customer has orders, then they are listed as the API sends them (newest first) with number, status and details', async () => {
    const fetchMock = stubApi({
      'GET /api/orders/mine': [newer, older],
    });
    renderOrders();

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('#1 Order NEW567');
    expect(within(cards[0]!).getByText('₹1,23,456.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('#2 Order OLD234');
    expect(within(cards[1]!).getAllByText('Ready for pickup')).toHaveLength(2);
    expect(within(cards[1]!).getByText(formatOrderTime('2025-03-01T12:15:00.000Z'))).toBeInTheDocument();
    expect(cards[1]!).not.toHaveTextContent('Meena');
    expect(
      within(cards[1]!).getByText('12 MG Road, Nagpur, Maharashtra, India - 440001'),
    ).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Pencil box')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/orders/mine')).toHaveLength(1);
  });

  it('when an order line holds several units, then the card shows "× N", the line total and the unit price', async () => {
    const pens = order('order-pens', '2025-03-02T10:00:00.000Z', {
      productIds: ['p1', 'p2'],
      lines: [
        { bookId: 'p1', title: 'Blue Gel Pen', price: 19.99, coverImage: 'pen.png', quantity: 3 },
        { bookId: 'p2', title: 'Eraser', price: 5, coverImage: 'eraser.png', quantity: 1 },
      ],
      totalPrice: 64.97,
    });
    stubApi({ 'GET /api/orders/mine': [pens] });
    renderOrders();

    const card = await screen.findByRole('article');
    const penLine = within(card).getByText('Blue Gel Pen').closest('li')!;
    const eraserLine = within(card).getByText('Eraser').closest('li')!;
    expect(penLine).toHaveTextContent('Blue Gel Pen × 3₹59.97₹19.99 each');
    expect(eraserLine).toHaveTextContent('Eraser × 1₹5.00');
    expect(eraserLine).not.toHaveTextContent('each');
    expect(within(card).getByText('₹64.97')).toBeInTheDocument();
  });

  it('when an order holds a print job, then its line reads "Print: <file>", the options, pages and sheets and the price', async () => {
    const mixed = order('order-print', '2025-03-02T10:00:00.000Z', {
      productIds: ['p1'],
      lines: [
        { bookId: 'p1', title: 'Eraser', price: 5, coverImage: 'eraser.png', quantity: 1 },
        makePrintOrderLine(),
        makePrintOrderLine(
          {
            jobId: '64b7f0c2a1b2c3d4e5f60719',
            fileName: 'poster.pdf',
            colour: 'bw',
            sides: 'single',
            copies: 1,
            range: '1',
            binding: 'none',
            documentPages: 3,
            pages: 1,
            printedSides: 1,
            sheets: 1,
          },
          2,
        ),
      ],
      totalPrice: 151.86,
    });
    stubApi({ 'GET /api/orders/mine': [mixed] });
    renderOrders();

    const card = await screen.findByRole('article');
    const notesLine = within(card).getByText('Print: physics-notes.pdf').closest('li')!;
    expect(notesLine).toHaveTextContent(
      'Print: physics-notes.pdfColour, double-sided, 2 copies, all pages, stapled7 pages × 2 copies, 8 sheets₹144.86',
    );
    expect(notesLine).not.toHaveTextContent('× 1');
    expect(within(card).getByText('Print: poster.pdf').closest('li')).toHaveTextContent(
      'Black & white, single-sided, 1 copy, pages 1, no binding1 page, 1 sheet₹2.00',
    );
    expect(within(card).getByText('Eraser').closest('li')).toHaveTextContent('Eraser × 1₹5.00');
    expect(within(card).getByText('₹151.86')).toBeInTheDocument();
  });

  it('when the customer has no orders, then it says none were found', async () => {
    stubApi({ 'GET /api/orders/mine': [] });
    renderOrders();
    expect(await screen.findByText('No orders found!')).toBeInTheDocument();
  });

  it('when the orders cannot be fetched, then it says so', async () => {
    stubApi({
      'GET /api/orders/mine': () => jsonResponse({ error: {} }, 500),
    });
    renderOrders();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Error getting orders data')).toBeInTheDocument();
  });
});

describe('formatOrderTime', () => {
  it('when a UTC time is shown, then it reads in Indian time', () => {
    expect(formatOrderTime('2025-03-01T10:00:00.000Z')).toMatch(/1 Mar 2025.*3:30\s?pm/i);
  });
});
