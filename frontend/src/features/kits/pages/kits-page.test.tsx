import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/components/dialogs';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { GEOMETRY_BOX_ID, KIT_ID, KIT_SCHOOLS, makeKitView, NOTEBOOK_ID } from '@/test/kits';
import { renderScreen } from '@/test/render';
import KitsPage from './kits-page';

vi.mock('@/components/dialogs', () => ({ showToast: vi.fn(async () => {}) }));

// The fixtures' lists are for 2026-27: the page is read during that school year.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00+05:30'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const kitRoute = `GET /api/kits/${KIT_ID}`;
const price = () => screen.getByTestId('kit-price');

function renderKits(route = '/kits', kit = makeKitView()) {
  const fetchMock = stubApi({ 'GET /api/kits/schools': { schools: KIT_SCHOOLS }, [kitRoute]: kit });
  const result = renderScreen(<KitsPage />, { path: '/kits', route });
  return { ...result, fetchMock };
}

describe('KitsPage', () => {
  it('when a parent picks the school and the class, then the list shows with the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderKits();

    await user.selectOptions(await screen.findByLabelText('School'), "St. Xavier's");
    await user.click(screen.getByRole('radio', { name: 'Class 5' }));

    expect(await screen.findByRole('heading', { name: "Class 5, St. Xavier's" })).toBeInTheDocument();
    expect(screen.getByText('School year 2026-27')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?school=St.+Xavier%27s&class=Class+5');
    const notebook = screen.getByRole('checkbox', { name: 'Single-line notebook' });
    expect(notebook).toHaveAccessibleDescription(/9 pieces · ₹40.00 each Required/);
    expect(notebook.closest('li')).toHaveTextContent('₹360.00');
    expect(price()).toHaveTextContent('₹560.00');
  });

  it('when the address names the school and class, then the list opens at once, as shared', async () => {
    renderKits('/kits?school=St.+Xavier%27s&class=Class+5');

    expect(await screen.findByRole('heading', { name: "Class 5, St. Xavier's" })).toBeInTheDocument();
    expect(screen.getByLabelText('School')).toHaveValue("St. Xavier's");
    expect(screen.getByRole('radio', { name: 'Class 5' })).toBeChecked();
  });

  it('when an optional item is unticked, then the kit’s price drops by it, and ticking it brings it back', async () => {
    const user = userEvent.setup();
    renderKits('/kits?school=St.+Xavier%27s&class=Class+5');

    const box = await screen.findByRole('checkbox', { name: 'Geometry box' });
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(price()).toHaveTextContent('₹410.00');
    await user.click(box);
    expect(price()).toHaveTextContent('₹560.00');
  });

  it('when a required item is tried, then it stays ticked and cannot be left out', async () => {
    const user = userEvent.setup();
    renderKits('/kits?school=St.+Xavier%27s&class=Class+5');

    const notebook = await screen.findByRole('checkbox', { name: 'Single-line notebook' });
    expect(notebook).toBeChecked();
    expect(notebook).toBeDisabled();
    await user.click(notebook);
    expect(notebook).toBeChecked();
    expect(price()).toHaveTextContent('₹560.00');
  });

  it('when the kit has 10% off, then the price and the saving follow the items ticked', async () => {
    const user = userEvent.setup();
    renderKits(
      '/kits?school=St.+Xavier%27s&class=Class+5',
      makeKitView({ pricing: { mode: 'percentOff', percent: 10 } }),
    );

    expect(await screen.findByText('You save ₹56.00')).toBeInTheDocument();
    expect(price()).toHaveTextContent('₹504.00');
    await user.click(screen.getByRole('checkbox', { name: 'Geometry box' }));
    expect(price()).toHaveTextContent('₹369.00');
    expect(screen.getByText('You save ₹41.00')).toBeInTheDocument();
  });

  it('when the shelf holds two kits, then the parent is told, and the stepper stops at two', async () => {
    const user = userEvent.setup();
    renderKits(
      '/kits?school=St.+Xavier%27s&class=Class+5',
      makeKitView({ available: 2 }, { notebook: { stock: 18 } }),
    );

    expect(await screen.findByText('Only 2 kits left')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: /Increase quantity/ });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(screen.getByTestId('kit-total')).toHaveTextContent('₹1,120.00');
  });

  it('when a required item is out, then Add to cart is disabled and the item is named', async () => {
    renderKits(
      '/kits?school=St.+Xavier%27s&class=Class+5',
      makeKitView({ available: 0 }, { coverRoll: { stock: 1 } }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Out of stock');
    expect(alert).toHaveTextContent('Not enough on the shelf: Brown cover roll.');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('when an optional item is out, then it starts unticked and the rest of the kit can be ordered', async () => {
    renderKits('/kits?school=St.+Xavier%27s&class=Class+5', makeKitView({}, { geometryBox: { stock: 0 } }));

    const box = await screen.findByRole('checkbox', { name: 'Geometry box' });
    expect(box).not.toBeChecked();
    expect(box.closest('li')).toHaveTextContent('Out of stock');
    expect(price()).toHaveTextContent('₹410.00');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('when the kit is added, then the cart holds one kit entry with the items chosen and the price', async () => {
    const user = userEvent.setup();
    const { store } = renderKits('/kits?school=St.+Xavier%27s&class=Class+5');

    await user.click(await screen.findByRole('checkbox', { name: 'Geometry box' }));
    await user.click(screen.getByRole('button', { name: /Increase quantity/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const { kits, items } = store.getState().cart;
    expect(items).toEqual([]);
    expect(kits).toHaveLength(1);
    expect(kits[0]).toMatchObject({
      kitId: KIT_ID,
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      quantity: 2,
      omit: [GEOMETRY_BOX_ID],
      unitPrice: 410,
    });
    expect(kits[0]!.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [NOTEBOOK_ID, 9],
      ['b2b2b2b2b2b2b2b2b2b2b2b2', 2],
    ]);
    expect(showToast).toHaveBeenCalledWith('Kit added to cart');
    expect(
      within(screen.getByTestId('kit-buy-bar')).getByRole('link', { name: 'View cart' }),
    ).toHaveAttribute('href', '/cart');
  });

  it('when the list is last school year’s, then it says so and cannot be added to the cart', async () => {
    vi.setSystemTime(new Date('2027-04-02T10:00:00+05:30'));
    renderKits('/kits?school=St.+Xavier%27s&class=Class+5');

    expect(
      await screen.findByText(
        "This list is for the school year 2026-27, which has ended. Please ask the shop for this year's list.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('when the list fails to load, then the parent can try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const fetchMock = stubApi({
      'GET /api/kits/schools': { schools: KIT_SCHOOLS },
      [kitRoute]: () =>
        ++calls === 1 ? jsonResponse({ error: { message: 'down' } }, 500) : jsonResponse(makeKitView()),
    });
    renderScreen(<KitsPage />, { path: '/kits', route: '/kits?school=St.+Xavier%27s&class=Class+5' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Class 5, St. Xavier's" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', `/api/kits/${KIT_ID}`)).toHaveLength(2);
  });

  it('when the schools are loading, then a skeleton stands in; when there are none, the page says so', async () => {
    stubApi({ 'GET /api/kits/schools': { schools: [] } });
    renderScreen(<KitsPage />, { path: '/kits' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the list…');
    expect(await screen.findByText('No school lists are up yet. Please ask the shop.')).toBeInTheDocument();
  });

  it('when the address names a school without a list, then the parent is asked to choose', async () => {
    renderKits('/kits?school=Nowhere+High');

    expect(
      await screen.findByText('We have no list for “Nowhere High”. Choose the school below.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument());
  });
});
