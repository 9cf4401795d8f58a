import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showToast } from '@/components/dialogs';
import { jsonResponse, requestsTo } from '@/test/api-stub';
import { makeBook } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { itemId, kitId, makeKitView, stubKits } from '../testing/kits-api';
import KitEditorPage from './kit-editor-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const notebook = makeBook({ _id: itemId(1), title: 'Single-line notebook', newPrice: 40, sku: 'NB-1' });
const geometry = makeBook({ _id: itemId(3), title: 'Geometry box', newPrice: 150 });

/** GET /api/books?q= as the owner's item search answers it. */
const bookSearch = (request: Request) => {
  const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
  return jsonResponse([notebook, geometry].filter((book) => book.title.toLowerCase().includes(q)));
};

const editorRoutes = [
  { path: '/dashboard/kits/:id/edit', element: <KitEditorPage /> },
  { path: '/dashboard/kits', element: <h1>All kits</h1> },
];
const openNew = () =>
  renderScreen(<KitEditorPage />, { path: '/dashboard/kits/new', extraRoutes: editorRoutes });
const openKit = (id = kitId(1)) =>
  renderScreen(<h1>Elsewhere</h1>, {
    path: '/elsewhere',
    route: `/dashboard/kits/${id}/edit`,
    extraRoutes: editorRoutes,
  });

async function addItem(user: ReturnType<typeof userEvent.setup>, words: string, title: string) {
  const search = screen.getByLabelText('Add items');
  await user.clear(search);
  await user.type(search, words);
  // The results of the words before may still show while the new search runs.
  await user.click(await screen.findByRole('button', { name: `Add ${title}` }));
}

/** Pasted rather than typed key by key: the words are not what these tests are about. */
async function fillDetails(user: ReturnType<typeof userEvent.setup>, year = '2026-27') {
  const fields: [RegExp, string][] = [
    [/^Title/, 'Class 5, St. Xavier’s 2026-27'],
    [/^School/, "St. Xavier's"],
    [/^Class/, 'Class 5'],
    [/^Academic year/, year],
  ];
  for (const [label, text] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

describe('KitEditorPage: a new kit', () => {
  it('when items are added from the search and the kit saved, then POST /api/kits gets the kit as typed and the kit opens', async () => {
    const saved = makeKitView({ _id: kitId(7) });
    const fetchMock = stubKits({
      'GET /api/books': bookSearch,
      'POST /api/kits': () => jsonResponse(saved, 201),
      [`GET /api/kits/${kitId(7)}`]: saved,
    });
    const user = userEvent.setup();
    const { router } = openNew();
    expect(screen.getByRole('heading', { level: 1, name: 'New kit' })).toBeInTheDocument();

    await fillDetails(user);
    await addItem(user, 'notebook', 'Single-line notebook');
    await addItem(user, 'geometry', 'Geometry box');
    const lines = screen.getByRole('list', { name: 'Items in the kit' });
    const notebookLine = within(lines).getByRole('listitem', { name: 'Single-line notebook' });
    const quantity = within(notebookLine).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '9');
    const geometryLine = within(lines).getByRole('listitem', { name: 'Geometry box' });
    await user.click(within(geometryLine).getByRole('checkbox', { name: 'Optional' }));
    // The geometry box first, then back: the order is the owner's.
    await user.click(within(geometryLine).getByRole('button', { name: 'Move Geometry box up' }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'Geometry box' })).getByRole('button', {
        name: 'Move Geometry box down',
      }),
    );

    await user.click(screen.getByRole('radio', { name: 'Percent off the sum' }));
    await user.type(screen.getByLabelText('Percent off (0 to 50)'), '10');
    // 9 × ₹40 + ₹150 = ₹510, less 10%; without the geometry box ₹360, less 10%.
    expect(screen.getByText('With all optional items').nextSibling).toHaveTextContent('₹459.00');
    expect(screen.getByText('With no optional items').nextSibling).toHaveTextContent('₹324.00');
    await user.click(screen.getByRole('checkbox', { name: /Published/ }));
    await user.type(screen.getByRole('textbox', { name: /Kits expected to sell/ }), '40');

    await user.click(screen.getByRole('button', { name: 'Save kit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/kits/${kitId(7)}/edit`));
    const [request] = requestsTo(fetchMock, 'POST', '/api/kits');
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await request!.json()).toEqual({
      title: 'Class 5, St. Xavier’s 2026-27',
      school: "St. Xavier's",
      className: 'Class 5',
      academicYear: '2026-27',
      lines: [
        { productId: itemId(1), quantity: 9, optional: false },
        { productId: itemId(3), quantity: 1, optional: true },
      ],
      pricing: { mode: 'percentOff', percent: 10 },
      published: true,
      notes: '',
      expectedKits: 40,
    });
    expect(showToast).toHaveBeenCalledWith('Kit saved');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Class 5, St. Xavier’s 2026-27' }),
    ).toBeInTheDocument();
  }, 15_000);

  it('when the year is not two years that follow, then it is said at the field and nothing is sent', async () => {
    const fetchMock = stubKits({ 'GET /api/books': bookSearch });
    const user = userEvent.setup();
    openNew();
    await fillDetails(user, '2026-28');
    await addItem(user, 'notebook', 'Single-line notebook');
    await user.click(screen.getByRole('button', { name: 'Save kit' }));

    expect(screen.getByLabelText(/^Academic year/)).toHaveAccessibleDescription(
      /academicYear must be two years that follow, as 2026-27/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(requestsTo(fetchMock, 'POST', '/api/kits')).toHaveLength(0);
  });

  it('when the API refuses with a 400 naming a line, then its message shows at that line', async () => {
    const message = `lines.0.productId: no item ${itemId(1)} in the catalogue`;
    stubKits({
      'GET /api/books': bookSearch,
      'POST /api/kits': () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message,
              issues: [{ path: 'lines.0.productId', message: `No item ${itemId(1)} in the catalogue` }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    openNew();
    await fillDetails(user);
    await addItem(user, 'notebook', 'Single-line notebook');
    await user.click(screen.getByRole('button', { name: 'Save kit' }));

    const line = screen.getByRole('listitem', { name: 'Single-line notebook' });
    expect(await within(line).findByText(`No item ${itemId(1)} in the catalogue`)).toBeInTheDocument();
    expect(within(line).getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('when a kit exists for the school, class and year, then the 409 is said in words', async () => {
    stubKits({
      'GET /api/books': bookSearch,
      'POST /api/kits': () => jsonResponse({ error: { code: 'conflict', message: 'conflict' } }, 409),
    });
    const user = userEvent.setup();
    openNew();
    await fillDetails(user);
    await addItem(user, 'notebook', 'Single-line notebook');
    await user.click(screen.getByRole('button', { name: 'Save kit' }));

    const words =
      "A kit for Class 5, St. Xavier's, 2026-27 already exists. Open it from the list, or choose another class or year.";
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByLabelText(/^Class/)).toHaveAccessibleDescription(words);
  });
});

describe('KitEditorPage: a kept kit', () => {
  it('when opened, then its lines, pricing and prices show, and saving PUTs the kit', async () => {
    const kit = makeKitView();
    const fetchMock = stubKits({
      [`GET /api/kits/${kit._id}`]: kit,
      [`PUT /api/kits/${kit._id}`]: (request: Request) =>
        request
          .clone()
          .json()
          .then((body: object) => jsonResponse({ ...kit, ...body, lines: kit.lines })),
    });
    const user = userEvent.setup();
    openKit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Class 5, St. Xavier’s 2026-27' }),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Items in the kit' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual([
      'Single-line notebook',
      'Brown cover roll',
      'Geometry box',
    ]);
    expect(screen.getByText('With all optional items').nextSibling).toHaveTextContent('₹560.00');
    expect(screen.getByText('With no optional items').nextSibling).toHaveTextContent('₹410.00');

    await user.click(within(lines[1]!).getByRole('button', { name: 'Remove Brown cover roll' }));
    await user.click(screen.getByRole('button', { name: 'Save kit' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT', `/api/kits/${kit._id}`)).toHaveLength(1));
    const body = (await requestsTo(fetchMock, 'PUT', `/api/kits/${kit._id}`)[0]!.json()) as {
      lines: unknown[];
    };
    expect(body.lines).toEqual([
      { productId: itemId(1), quantity: 9, optional: false },
      { productId: itemId(3), quantity: 1, optional: true },
    ]);
  });

  it('when Copy to next year is chosen, then the next year is offered, the copy made and opened', async () => {
    const kit = makeKitView();
    const copy = makeKitView({
      _id: kitId(9),
      academicYear: '2027-28',
      title: 'Class 5, St. Xavier’s 2027-28',
      published: false,
    });
    const fetchMock = stubKits({
      [`GET /api/kits/${kit._id}`]: kit,
      [`GET /api/kits/${copy._id}`]: copy,
      [`POST /api/kits/${kit._id}/copy`]: () => jsonResponse(copy, 201),
    });
    const user = userEvent.setup();
    const { router } = openKit();
    await user.click(await screen.findByRole('button', { name: /^Copy to next year/ }));

    const dialog = screen.getByRole('dialog', { name: "Copy Class 5, St. Xavier's, 2026-27" });
    expect(within(dialog).getByLabelText('Academic year')).toHaveValue('2027-28');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/kits/${copy._id}/edit`));
    const [request] = requestsTo(fetchMock, 'POST', `/api/kits/${kit._id}/copy`);
    expect(await request!.json()).toEqual({ academicYear: '2027-28' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Class 5, St. Xavier’s 2027-28' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Academic year/)).toHaveValue('2027-28');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the year to copy to has its kit already, then the dialog says so and stays', async () => {
    const kit = makeKitView();
    stubKits({
      [`GET /api/kits/${kit._id}`]: kit,
      [`POST /api/kits/${kit._id}/copy`]: () =>
        jsonResponse({ error: { code: 'conflict', message: 'exists' } }, 409),
    });
    const user = userEvent.setup();
    openKit();
    await user.click(await screen.findByRole('button', { name: /^Copy to next year/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(
      await within(dialog).findByText(
        "A kit for Class 5, St. Xavier's, 2027-28 already exists. Open it from the list, or choose another class or year.",
      ),
    ).toBeInTheDocument();
  });

  it('when Delete is confirmed, then it asks first saying orders keep their lines, deletes and goes to the list', async () => {
    const kit = makeKitView();
    const fetchMock = stubKits({
      [`GET /api/kits/${kit._id}`]: kit,
      [`DELETE /api/kits/${kit._id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = openKit();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Delete Class 5, St. Xavier's, 2026-27?",
        text: 'Parents can no longer order it. Orders that hold this kit keep their lines.',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/kits'));
    expect(requestsTo(fetchMock, 'DELETE', `/api/kits/${kit._id}`)).toHaveLength(1);
  });
});
