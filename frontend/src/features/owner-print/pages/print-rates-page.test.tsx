import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrintRates } from '@shop/backend/contract';
import { showAlert } from '@/components/dialogs';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import PrintRatesPage from './print-rates-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const RATES = '/api/print-rates';

const current: PrintRates = {
  bwSingle: 2,
  bwDouble: 1.5,
  colourSingle: 10,
  colourDouble: 9,
  binding: { none: 0, staple: 5, spiral: 40 },
};

const openRates = () => renderScreen(<PrintRatesPage />, { path: '/dashboard/print-rates' });

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PrintRatesPage', () => {
  it('when the rates load, then each box holds its price', async () => {
    stubApi({ [`GET ${RATES}`]: current });
    openRates();

    expect(screen.getByRole('heading', { level: 1, name: 'Print Rates' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Black & white, single-sided')).toHaveValue(2);
    expect(screen.getByLabelText('Black & white, double-sided')).toHaveValue(1.5);
    expect(screen.getByLabelText('Colour, single-sided')).toHaveValue(10);
    expect(screen.getByLabelText('Colour, double-sided')).toHaveValue(9);
    expect(screen.getByLabelText('No binding')).toHaveValue(0);
    expect(screen.getByLabelText('Staple')).toHaveValue(5);
    expect(screen.getByLabelText('Spiral')).toHaveValue(40);
  });

  it('when edited prices are saved, then the whole card is PUT with the owner’s token, "Saving…" shows meanwhile and the rates are read again', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [`GET ${RATES}`]: current,
      [`PUT ${RATES}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    openRates();
    const single = await screen.findByLabelText('Black & white, single-sided');
    await user.clear(single);
    await user.type(single, '2.50');
    await user.clear(screen.getByLabelText('Spiral'));
    await user.type(screen.getByLabelText('Spiral'), '45');

    await user.click(screen.getByRole('button', { name: 'Save Rates' }));

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    const [request] = requestsTo(fetchMock, 'PUT', RATES);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    const saved = { ...current, bwSingle: 2.5, binding: { ...current.binding, spiral: 45 } };
    expect(await request!.json()).toEqual(saved);

    answer(jsonResponse(saved));

    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Print Rates Saved', icon: 'success' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Save Rates' })).toBeEnabled();
    expect(screen.getByLabelText('Black & white, single-sided')).toHaveValue(2.5);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', RATES)).toHaveLength(2));
  });

  it('when a price is negative, then its box says so and nothing is sent', async () => {
    const fetchMock = stubApi({ [`GET ${RATES}`]: current, [`PUT ${RATES}`]: current });
    const user = userEvent.setup();
    openRates();
    const colour = await screen.findByLabelText('Colour, single-sided');
    await user.clear(colour);
    await user.type(colour, '-1');

    await user.click(screen.getByRole('button', { name: 'Save Rates' }));

    expect(await screen.findByText('Colour single-sided price cannot be negative')).toBeInTheDocument();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(colour).toHaveAccessibleDescription('Colour single-sided price cannot be negative');
    expect(requestsTo(fetchMock, 'PUT', RATES)).toHaveLength(0);
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('when a price has more than two decimals or is left empty, then each box says what is wrong', async () => {
    const fetchMock = stubApi({ [`GET ${RATES}`]: current });
    const user = userEvent.setup();
    openRates();
    const double = await screen.findByLabelText('Black & white, double-sided');
    await user.clear(double);
    await user.type(double, '1.555');
    await user.clear(screen.getByLabelText('Staple'));

    await user.click(screen.getByRole('button', { name: 'Save Rates' }));

    expect(
      await screen.findByText('Black & white double-sided price can have at most 2 decimals'),
    ).toBeInTheDocument();
    expect(screen.getByText('Stapling price is required')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', RATES)).toHaveLength(0);
  });

  it('when the server refuses the card, then its message shows under the form and beside the box', async () => {
    stubApi({
      [`GET ${RATES}`]: current,
      [`PUT ${RATES}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'validation',
              message: 'Invalid print rates: binding.spiral: Spiral binding price is too large',
              issues: [{ path: 'binding.spiral', message: 'Spiral binding price is too large' }],
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    openRates();
    await screen.findByLabelText('Spiral');

    await user.click(screen.getByRole('button', { name: 'Save Rates' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid print rates: binding.spiral: Spiral binding price is too large',
    );
    expect(screen.getByLabelText('Spiral')).toHaveAccessibleDescription('Spiral binding price is too large');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Failed to save print rates.', icon: 'error' });
  });

  it('when the rates cannot be read, then the page says so', async () => {
    stubApi({ [`GET ${RATES}`]: () => jsonResponse({ error: { message: 'boom' } }, 500) });
    openRates();

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data');
  });
});
