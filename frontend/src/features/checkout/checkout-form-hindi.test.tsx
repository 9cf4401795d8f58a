import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { CheckoutForm } from './checkout-form';

afterEach(() => activateCatalog('en', english));

describe('CheckoutForm in Hindi', () => {
  it('when a field is refused and the customer switches to Hindi, then the field and its problem are worded again in Hindi', async () => {
    const onSubmit = vi.fn(async () => null);
    const user = userEvent.setup();
    render(<CheckoutForm account={{ email: 'asha@example.in' }} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Place an Order' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();

    act(() => activateCatalog('hi', hindi));

    expect(screen.getByLabelText('पूरा नाम')).toHaveAccessibleDescription('पूरा नाम भरना ज़रूरी है');
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription(
      expect.stringContaining('6 से 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें'),
    );
    expect(screen.getByLabelText('पिन कोड')).toHaveAccessibleDescription(
      expect.stringContaining('पिन कोड भरना ज़रूरी है'),
    );
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'मुझे दुकान के नियम-शर्तें और खरीदारी नीति मंज़ूर हैं।' })).toBeChecked();
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
