import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { PHONE_MESSAGES, ZIPCODE_MESSAGES, type Book } from '@shop/backend/contract';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { fillForm, placeButton, renderCheckout as renderCart } from '@/test/checkout';
import { signedInUser } from '@/test/render';
import { makeBook, makeOrder, makeShop } from '@/test/fixtures';

const STREET = '12 MG Road';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pencils = makeBook({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Pencil box', newPrice: 120 });
const atlas = makeBook({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', title: 'School atlas', newPrice: 80.5 });

const placedOrder = makeOrder('ccccccccccccccccccccccc3', '2025-03-01T10:00:00.000Z', {
  productIds: [pencils._id, atlas._id],
  totalPrice: 200.5,
});

const renderCheckout = (books: Book[] = [pencils, atlas]) => renderCart(books);
const ordersPath = 'GET /api/orders/mine';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CheckoutScreen', () => {
  it('when the cart is empty, then there is nothing to place and a way back to the products', () => {
    stubApi({ 'GET /api/books': [] });
    renderCheckout([]);
    expect(screen.getByText('No items to place')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/');
  });

  it('when the page opens, then it shows the total, the item count and the signed-in e-mail read-only', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    renderCheckout();
    expect(screen.getByRole('heading', { name: 'Cash On Delivery' })).toBeInTheDocument();
    expect(screen.getByText('₹200.50')).toBeInTheDocument();
    expect(screen.getByText('Items:')).toHaveTextContent('Items: 2');
    expect(screen.getByLabelText('Email Address')).toHaveValue(signedInUser.email);
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
  });

  it('when the customer has not verified their e-mail, then the form says to verify it to be told when the order is ready', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    renderCart([pencils, atlas], [], { ...signedInUser, emailVerified: false });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'verify your e-mail to be told when your order is ready',
    );
  });

  it('when the customer has verified their e-mail, then there is no such note', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    renderCheckout();
    expect(await screen.findByText('₹200.50')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("when the page opens, then it asks the API only for the cart's books, by sorted ids, the customer's own orders and the shop's details", async () => {
    const fetchMock = stubApi({ 'GET /api/books': [pencils, atlas], [ordersPath]: [], 'GET /api/shop': {} });
    renderCart([atlas, pencils]);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const calls = fetchMock.mock.calls.map(([input]) => {
      const url = new URL((input as Request).url);
      return `${(input as Request).method} ${url.pathname}${url.search}`;
    });
    expect(calls.sort()).toEqual(
      [`GET /api/books?ids=${pencils._id},${atlas._id}`, ordersPath, 'GET /api/shop'].sort(),
    );
  });

  it('when the page opens, then it says where and when to collect, why Place an Order waits, and links the terms', async () => {
    stubApi({
      'GET /api/books': [pencils, atlas],
      'GET /api/shop': makeShop({ readyHours: 3, holdDays: 2 }),
    });
    renderCheckout();
    const pickup = await screen.findByRole('region', { name: 'Collect from the shop' });
    expect(pickup).toHaveTextContent('12 MG Road, Nagpur, Maharashtra 440001');
    expect(pickup).toHaveTextContent('Open Mon-Sat 9:00 AM - 8:00 PM, Sunday closed.');
    expect(pickup).toHaveTextContent('Usually ready in 3 hours');
    expect(pickup).toHaveTextContent('We keep a ready order for 2 days');
    expect(within(pickup).getByRole('link', { name: /Find us on the map/ })).toHaveAttribute(
      'href',
      'https://maps.example/shop',
    );

    expect(placeButton()).toBeDisabled();
    expect(placeButton()).toHaveAccessibleDescription(
      'Tick the box above to agree to the terms, then place your order.',
    );
    const terms = screen.getByRole('link', { name: 'Terms & Conditions and Shopping Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByLabelText('I agree to the Terms & Conditions and Shopping Policy.'));
    expect(placeButton()).toBeEnabled();
    expect(
      screen.queryByText('Tick the box above to agree to the terms, then place your order.'),
    ).not.toBeInTheDocument();
  });

  it("when it is the customer's first order, then city, state, country and PIN start as the shop's", async () => {
    stubApi({
      'GET /api/books': [pencils, atlas],
      [ordersPath]: [],
      'GET /api/shop': makeShop({
        locality: { city: 'Pune', state: 'Maharashtra', country: 'India', zipcode: '411001' },
      }),
    });
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Pune'));
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('411001');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Address', { exact: true })).toHaveValue('');
  });

  it('when the customer has ordered before, then the form starts with what they typed for their last order', async () => {
    const earlier = makeOrder('ddddddddddddddddddddddd4', '2025-03-02T10:00:00.000Z', {
      name: 'Asha Rao',
      phone: '+919876543210',
      address: {
        street: '14 Civil Lines',
        city: 'Nagpur',
        state: 'Maharashtra',
        country: 'India',
        zipcode: '440001',
      },
    });
    const older = makeOrder('eeeeeeeeeeeeeeeeeeeeeee5', '2025-01-02T10:00:00.000Z', { name: 'Old Name' });
    stubApi({ 'GET /api/books': [pencils, atlas], [ordersPath]: [earlier, older] });
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao'));
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+919876543210');
    expect(screen.getByLabelText('Address', { exact: true })).toHaveValue('14 Civil Lines');
    expect(screen.getByLabelText('City')).toHaveValue('Nagpur');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('440001');
    // The terms are agreed to afresh for every order.
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('when an item in the cart was deleted from the catalogue, then it is left out and the order holds the rest', async () => {
    const fetchMock = stubApi({
      // The API leaves out an id it does not know.
      'GET /api/books': [pencils],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderCheckout();

    expect(await screen.findByText(/1 item in your cart is\s+no longer sold/)).toBeInTheDocument();
    expect(screen.getByText('Items:')).toHaveTextContent('Items: 1');
    expect(screen.getByText('Total Price:')).toHaveTextContent('₹120.00');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    const body = (await requestsTo(fetchMock, 'POST', '/api/orders')[0]!.clone().json()) as {
      items: unknown;
    };
    expect(body.items).toEqual([{ productId: pencils._id, quantity: 1 }]);
  });

  it('when the terms are not ticked, then Place an Order is disabled until they are', async () => {
    stubApi({ 'GET /api/books': [pencils, atlas] });
    const user = userEvent.setup();
    renderCheckout();
    expect(placeButton()).toBeDisabled();
    await user.click(screen.getByLabelText('I agree to the Terms & Conditions and Shopping Policy.'));
    expect(placeButton()).toBeEnabled();
  });

  it('when the form is sent empty, then every required field says so, the address on the bill opens, and nothing is posted', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [pencils, atlas] });
    const user = userEvent.setup();
    renderCheckout();
    await user.clear(screen.getByLabelText('Country'));
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    for (const message of [
      'Full name is required',
      'Phone number is required',
      'City is required',
      'Country is required',
      'State is required',
      'Zipcode is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // The street line is only for the bill, when the customer wants it there.
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    expect(screen.getByText('Address on your bill').closest('details')).toHaveAttribute('open');
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required');
    expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(0);
  });

  it('when an Indian phone or PIN is malformed, then the field explains the rule', async () => {
    const fetchMock = stubApi({ 'GET /api/books': [pencils, atlas] });
    const user = userEvent.setup();
    renderCheckout();
    await fillForm(user, { 'Phone Number': '12345', Zipcode: '011001' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    expect(await screen.findByText(PHONE_MESSAGES.india)).toBeInTheDocument();
    expect(screen.getByText(ZIPCODE_MESSAGES.india)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(0);
  });

  it('when the mobile number is written with the trunk 0, then the API rule accepts it and the order goes out', async () => {
    const fetchMock = stubApi({
      'GET /api/books': [pencils, atlas],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillForm(user, { 'Phone Number': '09876543210' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    expect(screen.queryByText(PHONE_MESSAGES.india)).not.toBeInTheDocument();
    const body = (await requestsTo(fetchMock, 'POST', '/api/orders')[0]!.clone().json()) as { phone: string };
    expect(body.phone).toBe('09876543210');
  });

  it('when the order is placed, then one keyed POST goes out, the cart empties and the orders page opens', async () => {
    const fetchMock = stubApi({
      'GET /api/books': [pencils, atlas],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    const user = userEvent.setup();
    const { store, router } = renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
    // So the orders page shows this order first and large.
    expect(router.state.location.state).toEqual({ placedOrderId: placedOrder._id });
    const posts = requestsTo(fetchMock, 'POST', '/api/orders');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);
    // No e-mail and no total: the API takes the first from the sign-in and the second from its prices.
    expect(await posts[0]!.clone().json()).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      address: { street: STREET, city: 'Pune', state: 'Maharashtra', country: 'India', zipcode: '411001' },
      locale: 'en',
      items: [
        { productId: pencils._id, quantity: 1 },
        { productId: atlas._id, quantity: 1 },
      ],
    });
    expect(store.getState().cart.items).toEqual([]);
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Confirmed Order', text: 'Your order placed successfully!' }),
    );
  });

  it('when Place an Order is double-clicked, then only one request is sent', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      'GET /api/books': [pencils, atlas],
      'POST /api/orders': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.dblClick(placeButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    expect(placeButton()).toBeDisabled();

    answer(jsonResponse(placedOrder, 201));
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1);
  });

  it('when the first attempt fails and the customer retries, then the retry reuses the same key', async () => {
    const replies = [jsonResponse({ error: { message: 'Try again' } }, 503), jsonResponse(placedOrder, 201)];
    const fetchMock = stubApi({
      'GET /api/books': [pencils, atlas],
      'POST /api/orders': () => replies.shift()!,
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to place an order', icon: 'error' }),
      ),
    );

    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    const keys = requestsTo(fetchMock, 'POST', '/api/orders').map((request) =>
      request.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('when the server refuses the order with a 400, then its message shows under the form', async () => {
    stubApi({
      'GET /api/books': [pencils, atlas],
      'POST /api/orders': () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'The order is not valid.',
              issues: [{ path: 'address.zipcode', message: 'zipcode must be a 6-digit Indian PIN code' }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    const { store } = renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order is not valid.');
    expect(screen.getByLabelText('Zipcode')).toHaveAccessibleDescription(
      expect.stringContaining('zipcode must be a 6-digit Indian PIN code'),
    );
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to place an order' }));
    expect(store.getState().cart.items).toHaveLength(2);
  });
});
