import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { booksByIds, jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { PRINT_LABELS_ONLY } from '../components/label-sheets';
import LabelsPage from './labels-page';

const malgudi = makeBook({
  _id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  title: 'Malgudi Days',
  newPrice: 250,
  barcode: '9788185986173',
  sku: 'MAL-01',
});
const notebook = makeBook({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbb2',
  title: 'Spiral Notebook',
  newPrice: 49.5,
  sku: 'NB-A5-200',
});
const eraser = makeBook({ _id: 'ccccccccccccccccccccccc3', title: 'Eraser', newPrice: 5 });

beforeEach(() => {
  // jsdom draws no canvas; the barcode library only measures the digits under the bars with one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: (text: string) => ({ width: text.length * 8 }) }) as never,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () => renderScreen(<LabelsPage />, { path: '/dashboard/labels' });

async function search(user: UserEvent, text: string) {
  const box = screen.getByLabelText('Search items');
  await user.clear(box);
  await user.type(box, text);
  return screen.findByRole('list', { name: 'Items found' });
}

async function addWithCount(user: UserEvent, title: string, count: number) {
  await search(user, title);
  // The list of the search before may still show until this one's answer comes.
  await user.click(await screen.findByRole('button', { name: `Add ${title}` }));
  const labels = screen.getByRole('spinbutton', { name: `Labels of ${title}` });
  await user.clear(labels);
  await user.type(labels, String(count));
}

const labelsOn = (sheet: HTMLElement) => within(sheet).getAllByRole('listitem');

describe('LabelsPage', () => {
  it('when items are picked with counts, then that many labels show the title, the price and each item’s barcode', async () => {
    const fetchMock = stubApi({
      'GET /api/books': (request: Request) => {
        const q = new URL(request.url).searchParams.get('q');
        return jsonResponse([malgudi, notebook].filter((book) => book.title.startsWith(q ?? '')));
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Print Labels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();

    await addWithCount(user, 'Malgudi Days', 3);
    await addWithCount(user, 'Spiral Notebook', 2);

    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'GET', '/api/books').map((r) => new URL(r.url).searchParams.get('q')),
      ).toContain('Spiral Notebook'),
    );
    const sheet = screen.getByRole('list', { name: 'Sheet 1 of 1' });
    const labels = labelsOn(sheet);
    expect(labels).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('5 labels on 1 sheet');

    const [first] = labels;
    expect(first).toHaveTextContent('Malgudi Days');
    expect(first).toHaveTextContent('₹250.00');
    const ean = within(first!).getByRole('img', { name: 'EAN-13 barcode 9788185986173' });
    expect(ean.tagName.toLowerCase()).toBe('svg');
    expect(ean.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(ean).toHaveTextContent('9788185986173'.slice(1, 7));
    expect(within(sheet).getAllByRole('img', { name: 'EAN-13 barcode 9788185986173' })).toHaveLength(3);

    // No barcode: the SKU as Code 128.
    const last = labels[4]!;
    expect(last).toHaveTextContent('Spiral Notebook');
    expect(last).toHaveTextContent('₹49.50');
    const code128 = within(last).getByRole('img', { name: 'Code 128 barcode NB-A5-200' });
    expect(code128.tagName.toLowerCase()).toBe('svg');
    expect(code128.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(code128).toHaveTextContent('NB-A5-200');
    expect(within(sheet).getAllByRole('img', { name: 'Code 128 barcode NB-A5-200' })).toHaveLength(2);
  });

  it('when more labels are asked for than a sheet holds, then they run onto a second A4 sheet of 24', async () => {
    stubApi({ 'GET /api/books': [malgudi] });
    const user = userEvent.setup();
    renderPage();
    await addWithCount(user, 'Malgudi Days', 30);

    expect(labelsOn(screen.getByRole('list', { name: 'Sheet 1 of 2' }))).toHaveLength(24);
    expect(labelsOn(screen.getByRole('list', { name: 'Sheet 2 of 2' }))).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('30 labels on 2 sheets');
  });

  it('when a count is not 1 to 240, then it says so and the item gives no labels until it is', async () => {
    stubApi({ 'GET /api/books': [malgudi] });
    const user = userEvent.setup();
    renderPage();
    await addWithCount(user, 'Malgudi Days', 0);

    const count = screen.getByRole('spinbutton', { name: 'Labels of Malgudi Days' });
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('1 to 240 labels')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Sheet/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Malgudi Days' }));
    expect(screen.queryByRole('list', { name: 'Labels to print' })).not.toBeInTheDocument();
  });

  it('when an item has neither a barcode nor an SKU, then it says it cannot be labelled and offers no Add', async () => {
    stubApi({ 'GET /api/books': [eraser] });
    const user = userEvent.setup();
    renderPage();
    await search(user, 'Eraser');
    const found = screen.getByRole('list', { name: 'Items found' });

    expect(within(found).getByText(/No barcode or SKU: it cannot be labelled/)).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'Give it a barcode (Eraser)' })).toHaveAttribute(
      'href',
      `/dashboard/edit-book/${eraser._id}`,
    );
  });

  it('when Print labels is pressed, then the browser prints, with a stylesheet that prints the A4 sheets alone', async () => {
    stubApi({ 'GET /api/books': [notebook] });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const { container } = renderPage();
    await addWithCount(user, 'Spiral Notebook', 1);

    await user.click(screen.getByRole('button', { name: 'Print labels' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(container.querySelector('style')!.textContent).toBe(PRINT_LABELS_ONLY);
    expect(PRINT_LABELS_ONLY).toMatch(/^@page \{ size: A4; margin: 12\.9mm 7\.25mm; \}/);
    expect(PRINT_LABELS_ONLY).toContain('grid-template-columns: repeat(3, 63.5mm)');
    expect(PRINT_LABELS_ONLY).toContain('grid-auto-rows: 33.9mm');
  });

  it('when opened from a purchase bill, then its items are picked with a label for each unit received, at most 240', async () => {
    const line = {
      unit: 'NOS',
      hsn: '4901',
      gstRate: 0,
      unitCost: 10,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      amount: 0,
    };
    stubApi({
      'GET /api/purchases/pu-7': {
        _id: 'pu-7',
        billNumber: 'PD/1130',
        supplier: {
          _id: 'su-1',
          name: 'Pustak Distributors',
          gstin: null,
          state: 'Maharashtra',
          stateCode: '27',
        },
        lines: [
          { ...line, productId: malgudi._id, title: malgudi.title, quantity: 3 },
          { ...line, productId: notebook._id, title: notebook.title, quantity: 300 },
        ],
      },
      'GET /api/books': booksByIds(malgudi, notebook),
    });
    renderScreen(<LabelsPage />, { path: '/dashboard/labels', route: '/dashboard/labels?purchase=pu-7' });

    expect(
      await screen.findByText(
        'The items of bill PD/1130 of Pustak Distributors, a label for each unit received.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('spinbutton', { name: 'Labels of Malgudi Days' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Labels of Spiral Notebook' })).toHaveValue(240);
    expect(screen.getByRole('status')).toHaveTextContent('243 labels on 11 sheets');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Spiral Notebook' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 labels on 1 sheet');
  });
});
