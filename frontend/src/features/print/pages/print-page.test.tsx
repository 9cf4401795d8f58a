import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartPrintJob } from '@/features/cart';
import {
  PRINT_FILE_MAX_BYTES,
  PRINT_WAITING_FILES_MAX,
  type PrintJobChoice,
  type PrintJobUpload,
  type PrintQuote,
  type PrintRates,
} from '@shop/backend/contract';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { fakeAuth, renderScreen, signedInUser } from '@/test/render';
import PrintPage from './print-page';

const RATES: PrintRates = {
  bwSingle: 2,
  bwDouble: 1.5,
  colourSingle: 10,
  colourDouble: 9,
  binding: { none: 0, staple: 5, spiral: 40 },
};

const JOB: PrintJobUpload = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  fileName: 'physics-notes.pdf',
  pages: 12,
  bytes: 1_258_291,
};

const UPLOAD = '/api/print-jobs';
const QUOTE = '/api/print-jobs/quote';

const pdf = (name = 'physics-notes.pdf') => new File(['%PDF-1.7 notes'], name, { type: 'application/pdf' });

/** The API's routes for this page; quote bodies are kept as sent, as the handler reads them. */
function stubPrintApi(
  overrides: Record<string, unknown> = {},
  quoteFor: (choice: PrintJobChoice) => PrintQuote = () => ({ pages: 12, sides: 12, sheets: 12, price: 24 }),
) {
  const quoteBodies: PrintJobChoice[] = [];
  const fetchMock = stubApi({
    'GET /api/print-rates': RATES,
    [`POST ${UPLOAD}`]: () => jsonResponse(JOB, 201),
    [`POST ${QUOTE}`]: async (request: Request) => {
      const choice = (await request.json()) as PrintJobChoice;
      quoteBodies.push(choice);
      return jsonResponse(quoteFor(choice));
    },
    ...overrides,
  });
  return { fetchMock, quoteBodies };
}

const openSignedIn = (printJobs: CartPrintJob[] = []) =>
  renderScreen(<PrintPage />, {
    path: '/print',
    auth: fakeAuth({ currentUser: signedInUser }),
    cart: { items: [], printJobs, kits: [], shortages: [] },
    extraRoutes: [{ path: '/cart', element: <h1>Cart screen</h1> }],
  });

async function uploadPdf(user: UserEvent, file: File = pdf()) {
  await user.upload(screen.getByLabelText('PDF file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload PDF' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrintPage', () => {
  it('when signed out, then it explains, shows the rate card and links to the login, which brings the visitor back', async () => {
    stubPrintApi();
    const user = userEvent.setup();
    const { router } = renderScreen(<PrintPage />, {
      path: '/print',
      extraRoutes: [{ path: '/login', element: <h1>Login screen</h1> }],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Print & Copies' })).toBeInTheDocument();
    const rates = screen.getByRole('region', { name: 'Our rates' });
    expect(await within(rates).findByRole('row', { name: 'Colour ₹10.00 ₹9.00' })).toBeInTheDocument();
    expect(within(rates).getByText('₹40.00')).toBeInTheDocument();
    expect(screen.getByText(/Log in to upload a PDF/)).toBeInTheDocument();
    expect(screen.queryByLabelText('PDF file')).not.toBeInTheDocument();

    const login = screen.getByRole('link', { name: 'Log in to upload' });
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: expect.objectContaining({ pathname: '/print' }) });
  });

  it('when the chosen file is not a PDF, then it is refused with the reason and nothing is sent', async () => {
    const { fetchMock } = stubPrintApi();
    // The browser's file dialog would hide other types; a file dropped or picked as "All files" gets through.
    const user = userEvent.setup({ applyAccept: false });
    openSignedIn();

    await uploadPdf(user, new File(['hello'], 'notes.docx', { type: 'application/msword' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a PDF file (.pdf).');
    expect(screen.getByLabelText('PDF file')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST', UPLOAD)).toHaveLength(0);
  });

  it('when the PDF is over 25 MB, then it is refused naming the limit and nothing is sent', async () => {
    const { fetchMock } = stubPrintApi();
    const user = userEvent.setup();
    openSignedIn();
    const big = pdf('scans.pdf');
    Object.defineProperty(big, 'size', { value: PRINT_FILE_MAX_BYTES + 1 });

    await user.upload(screen.getByLabelText('PDF file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('The PDF must be 25 MB or smaller.');
    await user.click(screen.getByRole('button', { name: 'Upload PDF' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The PDF must be 25 MB or smaller.');
    expect(requestsTo(fetchMock, 'POST', UPLOAD)).toHaveLength(0);
  });

  it('when a PDF is uploaded, then "Uploading…" shows meanwhile and then its name, page count and size', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = stubPrintApi({
      [`POST ${UPLOAD}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    openSignedIn();

    await uploadPdf(user);

    expect(await screen.findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    const [request] = requestsTo(fetchMock, 'POST', UPLOAD);
    expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // jsdom's File loses its name on the way into Node's Request; a browser sends it.
    const sent = (await request!.formData()).get('file') as Blob;
    expect(sent.type).toBe('application/pdf');
    expect(await sent.text()).toBe('%PDF-1.7 notes');

    answer(jsonResponse(JOB, 201));

    const document = screen.getByRole('region', { name: 'Your document' });
    expect(await within(document).findByText('physics-notes.pdf')).toBeInTheDocument();
    expect(within(document).getByText('12 pages')).toBeInTheDocument();
    expect(within(document).getByText('1.2 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Staple ₹5.00 a copy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spiral ₹40.00 a copy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'None ₹0.00 a copy' })).toBeChecked();
  });

  it('when the options change, then the quote is asked with exactly the chosen options and the server’s price is shown', async () => {
    const { quoteBodies } = stubPrintApi({}, (choice) =>
      choice.colour === 'colour'
        ? { pages: 3, sides: 6, sheets: 4, price: 123.45 }
        : { pages: 12, sides: 12, sheets: 12, price: 24 },
    );
    const user = userEvent.setup();
    openSignedIn();
    await uploadPdf(user);

    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('₹24.00')).toBeInTheDocument();
    expect(quoteBodies).toEqual([
      { jobId: JOB._id, colour: 'bw', sides: 'single', copies: 1, range: '', binding: 'none' },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Colour' }));
    await user.click(screen.getByRole('radio', { name: 'Double-sided' }));
    await user.clear(screen.getByLabelText('Copies'));
    await user.type(screen.getByLabelText('Copies'), '2');
    await user.type(screen.getByLabelText('Pages'), '1-3');
    await user.click(screen.getByRole('radio', { name: /^Spiral/ }));

    expect(await within(price).findByText('₹123.45')).toBeInTheDocument();
    expect(quoteBodies.at(-1)).toEqual({
      jobId: JOB._id,
      colour: 'colour',
      sides: 'double',
      copies: 2,
      range: '1-3',
      binding: 'spiral',
    });
    // The wait lets the options settle: the quick clicks and keys above are asked for once.
    expect(quoteBodies).toHaveLength(2);
    const figures = within(price)
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual(['3 × 2 copies', '4', '₹123.45']);
  });

  it('when the range goes past the last page, then its message shows beside Pages and no quote is asked', async () => {
    const { quoteBodies } = stubPrintApi();
    const user = userEvent.setup();
    openSignedIn();
    await uploadPdf(user);
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('₹24.00')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pages'), '1-20');

    const pages = screen.getByLabelText('Pages');
    expect(await screen.findByText('The document has 12 pages; "1-20" goes past it.')).toBeInTheDocument();
    expect(pages).toHaveAttribute('aria-invalid', 'true');
    expect(pages).toHaveAccessibleDescription(/The document has 12 pages/);
    expect(within(price).getByText('Correct the options above to see the price.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(quoteBodies).toHaveLength(1);
    expect(within(price).queryByText('₹24.00')).not.toBeInTheDocument();
  });

  it('when the server refuses the quote, then its message is shown in place of the price', async () => {
    stubPrintApi({
      [`POST ${QUOTE}`]: () =>
        jsonResponse(
          { error: { code: 'not_found', message: 'This file is no longer kept. Upload it again.' } },
          404,
        ),
    });
    const user = userEvent.setup();
    openSignedIn();

    await uploadPdf(user);

    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByRole('alert')).toHaveTextContent(
      'This file is no longer kept. Upload it again.',
    );
    expect(within(price).queryByText(/₹/)).not.toBeInTheDocument();
  });

  it('when the server refuses the upload, then its message is shown and no options appear', async () => {
    stubPrintApi({
      [`POST ${UPLOAD}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'This PDF is protected. Remove the password and upload again',
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    openSignedIn();

    await uploadPdf(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This PDF is protected. Remove the password and upload again',
    );
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Print options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
  });

  it('when a proxy refuses a large upload without a body, then the size limit is named', async () => {
    stubPrintApi({ [`POST ${UPLOAD}`]: () => new Response('Request Entity Too Large', { status: 413 }) });
    const user = userEvent.setup();
    openSignedIn();

    await uploadPdf(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF must be 25 MB or smaller.');
  });

  it('when the price is shown and Add to cart is pressed, then the job goes into the cart at that price and the page is ready for the next file', async () => {
    stubPrintApi({}, (choice) =>
      choice.colour === 'colour'
        ? { pages: 3, sides: 6, sheets: 4, price: 144.86 }
        : { pages: 12, sides: 12, sheets: 12, price: 24 },
    );
    const user = userEvent.setup();
    const { store, router } = openSignedIn();
    await uploadPdf(user);
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('₹24.00')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Colour' }));
    await user.click(screen.getByRole('radio', { name: 'Double-sided' }));
    await user.clear(screen.getByLabelText('Copies'));
    await user.type(screen.getByLabelText('Copies'), '2');
    await user.type(screen.getByLabelText('Pages'), '1-3');
    await user.click(screen.getByRole('radio', { name: /^Staple/ }));
    expect(await within(price).findByText('₹144.86')).toBeInTheDocument();
    await user.click(within(price).getByRole('button', { name: 'Add to cart' }));

    expect(store.getState().cart.printJobs).toEqual([
      {
        jobId: JOB._id,
        fileName: 'physics-notes.pdf',
        documentPages: 12,
        options: { colour: 'colour', sides: 'double', copies: 2, range: '1-3', binding: 'staple' },
        quote: { pages: 3, sides: 6, sheets: 4, price: 144.86 },
      },
    ]);
    const document = screen.getByRole('region', { name: 'Your document' });
    expect(within(document).getByRole('status')).toHaveTextContent('Added to your cart');
    expect(within(document).getByText('physics-notes.pdf')).toBeInTheDocument();
    // The button that added it is gone: the confirmation takes the focus (and is scrolled to).
    expect(within(document).getByText('Added to your cart').parentElement).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Print options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload PDF' })).toBeEnabled();

    await user.click(within(document).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('when the price is still being worked out, then Add to cart is not offered', async () => {
    stubPrintApi({ [`POST ${QUOTE}`]: () => new Promise<Response>(() => {}) });
    const user = userEvent.setup();
    openSignedIn();

    await uploadPdf(user);

    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('Working out the price…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(price).getByText('Working out the price…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it(`when the cart already holds ${PRINT_WAITING_FILES_MAX} print files, then Add to cart is not offered and the reason is shown`, async () => {
    stubPrintApi();
    const user = userEvent.setup();
    const full = Array.from({ length: PRINT_WAITING_FILES_MAX }, (_, i): CartPrintJob => ({
      jobId: `aaaaaaaaaaaaaaaaaaaaaaa${i}`,
      fileName: `file-${i}.pdf`,
      documentPages: 1,
      options: { colour: 'bw', sides: 'single', copies: 1, range: '', binding: 'none' },
      quote: { pages: 1, sides: 1, sheets: 1, price: 2 },
    }));
    const { store } = openSignedIn(full);

    await uploadPdf(user);

    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('₹24.00')).toBeInTheDocument();
    expect(within(price).getByRole('alert')).toHaveTextContent(
      `Your cart already holds ${PRINT_WAITING_FILES_MAX} print files, the most one order can take.`,
    );
    expect(within(price).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(store.getState().cart.printJobs).toEqual(full);
  });
});
