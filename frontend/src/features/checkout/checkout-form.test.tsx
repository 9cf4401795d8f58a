import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_MESSAGES } from '@shop/backend/contract';
import { CheckoutForm, type CheckedCheckout, type ServerProblem } from './checkout-form';

const answers: Record<string, string> = {
  'Full Name': 'Asha Rao',
  'Phone Number': '9876543210',
  Address: '12 MG Road',
  City: 'Pune',
  State: 'Maharashtra',
  Zipcode: '411001',
};

function renderForm(reply: ServerProblem | null = null) {
  const onSubmit = vi.fn(async (_values: CheckedCheckout) => reply);
  render(<CheckoutForm account={{ email: 'asha@example.in' }} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

/** Unfolds the address on the bill, as a customer who wants to change it does. */
const openBillAddress = (user: UserEvent) => user.click(screen.getByText('Address on your bill'));
const billAddress = () => screen.getByText('Address on your bill').closest('details')!;

async function fillAndSend(user: UserEvent, overrides: Record<string, string> = {}) {
  await openBillAddress(user);
  for (const [label, value] of Object.entries({ ...answers, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Place an Order' }));
}

/** What a first order starts with: the shop's own town and PIN (GET /api/shop's locality). */
const shopTown = { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' };

describe('CheckoutForm for a pickup', () => {
  it('when the shop’s town fills the address, then a name, a phone and the terms place the order, with no street', async () => {
    const onSubmit = vi.fn(async (_values: CheckedCheckout) => null);
    const user = userEvent.setup();
    render(<CheckoutForm account={{ email: 'asha@example.in' }} prefill={shopTown} onSubmit={onSubmit} />);

    expect(billAddress()).not.toHaveAttribute('open');
    expect(billAddress()).toHaveTextContent('Nagpur, Maharashtra 440001, India');
    expect(
      screen.getByText('We need only your name and a phone number: you collect the order at the shop.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      address: null,
      ...shopTown,
      terms: true,
    });
  });

  it('when the address on the bill is opened, then the specification’s fields are there to change, the street optional', async () => {
    const onSubmit = vi.fn(async (_values: CheckedCheckout) => null);
    const user = userEvent.setup();
    render(<CheckoutForm account={{ email: 'asha@example.in' }} prefill={shopTown} onSubmit={onSubmit} />);
    await openBillAddress(user);

    expect(billAddress()).toHaveAttribute('open');
    for (const [label, value] of [
      ['City', 'Nagpur'],
      ['State', 'Maharashtra'],
      ['Country', 'India'],
      ['Zipcode', '440001'],
      ['Address', ''],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue(value);
    }
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Optional: only if you want it on your bill',
    );
    await user.type(screen.getByLabelText('Address'), '14 Civil Lines');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Kamptee');
    expect(billAddress()).toHaveTextContent('14 Civil Lines, Kamptee, Maharashtra 440001, India');
  });

  it('when a folded address field has a problem, then the address opens with the problem shown and the field focused', async () => {
    const onSubmit = vi.fn(async (_values: CheckedCheckout) => null);
    const user = userEvent.setup();
    // A shop whose address names no PIN.
    render(
      <CheckoutForm
        account={{ email: 'asha@example.in' }}
        prefill={{ ...shopTown, zipcode: '' }}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));

    await vi.waitFor(() => expect(billAddress()).toHaveAttribute('open'));
    expect(screen.getByLabelText('Zipcode')).toHaveAccessibleDescription(
      expect.stringContaining('Zipcode is required'),
    );
    await vi.waitFor(() => expect(screen.getByLabelText('Zipcode')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CheckoutForm for a customer signed in by phone', () => {
  const verified = '+91 98765 01234';

  it('when the form opens, then the verified number shows once and is the order’s phone, nothing to type but a name', async () => {
    const onSubmit = vi.fn(async (_values: CheckedCheckout) => null);
    const user = userEvent.setup();
    render(
      <CheckoutForm
        account={{ email: '', verifiedPhone: verified }}
        prefill={shopTown}
        onSubmit={onSubmit}
      />,
    );

    expect(screen.getByLabelText('Mobile number (verified)')).toHaveValue(verified);
    expect(screen.queryByLabelText('Phone Number')).not.toBeInTheDocument();
    expect(screen.getAllByDisplayValue(verified)).toHaveLength(1);
    await user.type(screen.getByLabelText('Full Name'), 'Meena Iyer');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Meena Iyer', phone: '+919876501234' });
  });

  it('when someone else collects, then Use another number opens an empty Phone Number field, focused, whose number goes', async () => {
    const onSubmit = vi.fn(async (_values: CheckedCheckout) => null);
    const user = userEvent.setup();
    render(
      <CheckoutForm
        account={{ email: '', verifiedPhone: verified }}
        prefill={shopTown}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Use another number' }));

    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveValue('');
    expect(phone).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Use another number' })).not.toBeInTheDocument();
    await user.type(phone, '91234 56789');
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Iyer');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Ravi Iyer', phone: '91234 56789' });
  });
});

describe('CheckoutForm', () => {
  it('when the saved details arrive while the customer is typing, then only the empty fields are filled', async () => {
    const onSubmit = vi.fn(async () => null);
    const user = userEvent.setup();
    const { rerender } = render(<CheckoutForm account={{ email: 'asha@example.in' }} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    rerender(
      <CheckoutForm
        account={{ email: 'asha@example.in' }}
        onSubmit={onSubmit}
        prefill={{ name: 'Asha Rao', city: 'Nagpur', state: 'Maharashtra', country: 'India' }}
      />,
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText('City')).toHaveValue('Nagpur');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
  });

  it('when the phone number is not an Indian mobile, then the field shows the API rule and nothing is sent', async () => {
    const { onSubmit, user } = renderForm();
    await fillAndSend(user, { 'Phone Number': '12345' });

    expect(await screen.findByText(PHONE_MESSAGES.india)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      expect.stringContaining(PHONE_MESSAGES.india),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when the mobile is written with the trunk 0, then the form accepts it and hands it on as typed', async () => {
    const { onSubmit, user } = renderForm();
    await fillAndSend(user, { 'Phone Number': '09876543210' });

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(PHONE_MESSAGES.india)).not.toBeInTheDocument();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Rao',
      phone: '09876543210',
      address: '12 MG Road',
      city: 'Pune',
      country: 'India',
      state: 'Maharashtra',
      zipcode: '411001',
      terms: true,
    });
  });

  it('when the country is not India, then an international number passes', async () => {
    const { onSubmit, user } = renderForm();
    await fillAndSend(user, { Country: 'Nepal', 'Phone Number': '+977 1 4412345', Zipcode: '44600' });

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(PHONE_MESSAGES.other)).not.toBeInTheDocument();
  });

  it('when the server refuses the street line, then its message shows beside the Address field', async () => {
    const { user } = renderForm({
      message: 'The order is not valid.',
      issues: [{ path: 'address.street', message: 'Address must be at most 200 characters' }],
    });
    await fillAndSend(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The order is not valid.');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Optional: only if you want it on your bill Address must be at most 200 characters',
    );
    expect(billAddress()).toHaveAttribute('open');
  });
});
