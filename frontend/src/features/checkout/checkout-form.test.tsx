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
  render(<CheckoutForm email="asha@example.in" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fillAndSend(user: UserEvent, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...answers, ...overrides })) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Place an Order' }));
}

describe('CheckoutForm', () => {
  it('when the saved details arrive while the customer is typing, then only the empty fields are filled', async () => {
    const onSubmit = vi.fn(async () => null);
    const user = userEvent.setup();
    const { rerender } = render(<CheckoutForm email="asha@example.in" onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
    rerender(
      <CheckoutForm
        email="asha@example.in"
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
      'Address must be at most 200 characters',
    );
  });
});
