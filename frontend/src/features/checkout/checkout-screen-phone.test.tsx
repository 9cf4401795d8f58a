import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { placeButton, renderCheckout } from '@/test/checkout';
import { makeBook, makeOrder } from '@/test/fixtures';
import { phoneUser } from '@/test/render';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const pencils = makeBook({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Pencil box', newPrice: 120 });
const placedOrder = makeOrder('ccccccccccccccccccccccc3', '2025-03-01T10:00:00.000Z', { email: '' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CheckoutScreen for a customer signed in by phone (no e-mail)', () => {
  it('when the page opens, then the read-only field shows the verified number and no e-mail is asked for', async () => {
    stubApi({ 'GET /api/books': [pencils], 'GET /api/orders/mine': [] });
    renderCheckout([pencils], [], phoneUser);

    const verified = screen.getByLabelText('Mobile number (verified)');
    expect(verified).toHaveValue('+91 98765 43210');
    expect(verified).toHaveAttribute('readonly');
    expect(verified).toHaveAttribute('type', 'tel');
    expect(verified).toHaveAccessibleDescription(
      'Your order is linked to the mobile number you signed in with.',
    );
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    // Shown once: the verified number is the order's, and no Phone Number field asks for it again.
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeInTheDocument();
  });

  it('when the order is placed, then it goes with the verified number, the language shown and the last order’s details from /mine', async () => {
    const earlier = makeOrder('ddddddddddddddddddddddd4', '2025-02-01T10:00:00.000Z', {
      email: '',
      name: 'Meena Iyer',
      // Someone else collected that one.
      phone: '+919123456789',
    });
    const fetchMock = stubApi({
      'GET /api/books': [pencils],
      'GET /api/orders/mine': [earlier],
      'POST /api/orders': () => jsonResponse(placedOrder, 201),
    });
    renderCheckout([pencils], [], phoneUser);
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Meena Iyer'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox'));
    await user.click(placeButton());

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/orders')).toHaveLength(1));
    const body = (await requestsTo(fetchMock, 'POST', '/api/orders')[0]!.clone().json()) as {
      locale: string;
      email?: string;
      name: string;
      phone: string;
    };
    expect(body).toMatchObject({ locale: 'en', name: 'Meena Iyer', phone: '+919876543210' });
    expect(body).not.toHaveProperty('email');
  });
});
