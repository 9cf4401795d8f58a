import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/components/dialogs';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import type { AuthContextValue, PhoneCodeSent } from '@/features/account/auth-context';
import { fakeAuth, renderScreen } from '@/test/render';
import LoginPage from '../pages/login-page';
import RegisterPage from '../pages/register-page';

vi.mock('@/components/dialogs', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDialog: vi.fn(async () => true),
}));

const otherPages = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/orders', element: <h1>Orders screen</h1> },
];

const firebaseError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code: code });

/** A code on its way, whose confirm does what the test says. */
function codeSent(confirm: PhoneCodeSent['confirm'] = async () => ({ isNewUser: false })) {
  return { confirm: vi.fn(confirm) };
}

async function openLogin(auth: AuthContextValue, from?: string) {
  const view = renderScreen(<LoginPage />, { path: '/login', auth, extraRoutes: otherPages });
  if (from) await act(() => view.router.navigate('/login', { state: { from: { pathname: from } } }));
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

async function choosePhone(user: User) {
  await user.click(screen.getByRole('button', { name: 'Continue with phone' }));
}

/** Types after the +91 already there, as a customer does. */
async function sendCodeTo(user: User, digits: string) {
  await user.type(screen.getByLabelText('Mobile number'), digits);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

async function typeCode(user: User, code: string) {
  const box = await screen.findByLabelText('6-digit code');
  await user.clear(box);
  if (code) await user.type(box, code);
  await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
}

afterEach(() => {
  activateCatalog('en', english);
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('Continue with phone: the number', () => {
  it('when chosen, then the number box has +91 filled in and takes the focus, and e-mail is one click back', async () => {
    await openLogin(fakeAuth());
    const user = userEvent.setup();
    await choosePhone(user);

    const number = screen.getByLabelText('Mobile number');
    expect(number).toHaveValue('+91 ');
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel');
    expect(number).toHaveFocus();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use e-mail and password instead' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeInTheDocument();
  });

  it('when nothing or not a mobile number is typed, then the box says so and no code is sent', async () => {
    const sendPhoneCode = vi.fn(async () => codeSent());
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup();
    await choosePhone(user);

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Type your mobile number'),
    );

    await sendCodeTo(user, '5876 54321');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
    );
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it.each([
    ['98765 43210', '+91 '],
    ['098765 43210', ''],
    ['+91 98765-43210', ''],
  ])('when %j is typed (after %j), then the code goes to +919876543210', async (digits, left) => {
    const sendPhoneCode = vi.fn(async () => codeSent());
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup();
    await choosePhone(user);
    if (!left) await user.clear(screen.getByLabelText('Mobile number'));
    await sendCodeTo(user, digits);

    expect(sendPhoneCode).toHaveBeenCalledWith('+919876543210', expect.any(HTMLElement));
    expect(await screen.findByText('We sent a 6-digit code by SMS to +91 98765 43210.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  });
});

describe('Continue with phone: the code', () => {
  it('when the code is missing or not six digits, then it says so and does not try it', async () => {
    const sent = codeSent();
    await openLogin(fakeAuth({ sendPhoneCode: async () => sent }));
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');

    await typeCode(user, '');
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(
      'Type the 6-digit code from the SMS',
    );
    await typeCode(user, '12345');
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription('The code has 6 digits');
    expect(sent.confirm).not.toHaveBeenCalled();
  });

  it('when the right code is typed, then it alerts Login successful! and goes to the remembered page', async () => {
    const sent = codeSent();
    const { router } = await openLogin(fakeAuth({ sendPhoneCode: async () => sent }), '/orders');
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');
    await typeCode(user, '123 456');

    expect(await screen.findByRole('heading', { name: 'Orders screen' })).toBeInTheDocument();
    expect(sent.confirm).toHaveBeenCalledWith('123456');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Login successful!', icon: 'success' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when the number had no account yet, then it alerts User registered successfully!, on either screen', async () => {
    const sent = codeSent(async () => ({ isNewUser: true }));
    renderScreen(<RegisterPage />, {
      path: '/register',
      auth: fakeAuth({ sendPhoneCode: async () => sent }),
      extraRoutes: otherPages,
    });
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');
    await typeCode(user, '123456');

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith({ title: 'User registered successfully!', icon: 'success' });
  });

  it('when Change number is pressed, then the number typed is back in its box', async () => {
    await openLogin(fakeAuth());
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '98765 43210');
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98765 43210');
  });
});

describe('Continue with phone: sending the code again', () => {
  it('when 30 seconds have passed since the code was sent, then it can be sent again, and the wait starts over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sendPhoneCode = vi.fn(async () => codeSent());
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');

    const resend = await screen.findByRole('button', { name: 'Send the code again' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 30 seconds.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('You can ask for a new code in 29 seconds.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(resend).toBeEnabled();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();

    await user.click(resend);
    expect(sendPhoneCode).toHaveBeenCalledTimes(2);
    expect(sendPhoneCode).toHaveBeenLastCalledWith('+919876543210', expect.any(HTMLElement));
    expect(await screen.findByText('A new code is on its way to +91 98765 43210.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    expect(screen.getByText('You can ask for a new code in 30 seconds.')).toBeInTheDocument();
  });

  it('when the code sent again is typed, then the new sending is the one confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = codeSent();
    const second = codeSent();
    const sendPhoneCode = vi.fn<AuthContextValue['sendPhoneCode']>();
    sendPhoneCode.mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');
    await screen.findByLabelText('6-digit code');
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));
    await typeCode(user, '654321');

    await waitFor(() => expect(second.confirm).toHaveBeenCalledWith('654321'));
    expect(first.confirm).not.toHaveBeenCalled();
  });
});

describe('Continue with phone: what went wrong, in words', () => {
  it.each([
    ['auth/invalid-verification-code', 'That code is not right. Check the SMS and type it again.'],
    ['auth/code-expired', 'This code has expired. Ask for a new one.'],
    ['auth/too-many-requests', 'Too many tries. Please wait a few minutes, then try again.'],
    ['auth/network-request-failed', 'The shop could not be reached. Check your connection and try again.'],
    ['auth/invalid-verification-id', 'This code request is no longer valid. Ask for a new code.'],
    ['auth/internal-error', 'Something went wrong. Please try again.'],
  ])('when checking the code fails with %s, then it says: %s', async (code, words) => {
    const sent = codeSent(async () => {
      throw firebaseError(code);
    });
    const { router } = await openLogin(fakeAuth({ sendPhoneCode: async () => sent }));
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');
    await typeCode(user, '123456');

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(showAlert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    // The customer can try again at once.
    expect(screen.getByRole('button', { name: 'Verify and continue' })).toBeEnabled();
  });

  it.each([
    [
      'auth/invalid-phone-number',
      'A code cannot be sent to that number. Check the 10 digits of your mobile.',
    ],
    ['auth/too-many-requests', 'Too many tries. Please wait a few minutes, then try again.'],
    ['auth/network-request-failed', 'The shop could not be reached. Check your connection and try again.'],
    ['auth/quota-exceeded', 'We cannot send codes just now. Please try again later, or sign in with e-mail.'],
    [
      'auth/captcha-check-failed',
      'The check that you are not a robot did not pass. Reload the page and try again.',
    ],
    [
      'auth/operation-not-allowed',
      'Sign-in by phone is not available just now. Please use e-mail or Google.',
    ],
    ['auth/user-disabled', 'This account has been switched off. Please call the shop.'],
  ])('when sending the code fails with %s, then it says: %s', async (code, words) => {
    const sendPhoneCode = vi.fn(async () => {
      throw firebaseError(code);
    });
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup();
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');

    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 9876543210');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('when sending it again fails, then it says why under the code box', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sendPhoneCode = vi.fn<AuthContextValue['sendPhoneCode']>();
    sendPhoneCode
      .mockResolvedValueOnce(codeSent())
      .mockRejectedValueOnce(firebaseError('auth/quota-exceeded'));
    await openLogin(fakeAuth({ sendPhoneCode }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await choosePhone(user);
    await sendCodeTo(user, '9876543210');
    await screen.findByLabelText('6-digit code');
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(await screen.findByRole('button', { name: 'Send the code again' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot send codes just now. Please try again later, or sign in with e-mail.',
    );
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
  });
});

describe('Continue with phone, beside e-mail and Google', () => {
  it('when the customer comes back from the phone form, then the e-mail sign-in works as before', async () => {
    const loginUser = vi.fn(async () => {});
    await openLogin(fakeAuth({ loginUser }));
    const user = userEvent.setup();
    await choosePhone(user);
    await user.click(screen.getByRole('button', { name: 'Use e-mail and password instead' }));
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(loginUser).toHaveBeenCalledWith('asha@example.in', 'secret-123');
    expect(showAlert).toHaveBeenCalledWith({ title: 'Login successful!', icon: 'success' });
  });

  it('when the phone form is open, then Google is still offered', async () => {
    const signInWithGoogle = vi.fn(async () => {});
    await openLogin(fakeAuth({ signInWithGoogle }));
    const user = userEvent.setup();
    await choosePhone(user);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(signInWithGoogle).toHaveBeenCalled();
  });

  it('when the shop is shown in Hindi, then the phone form and its messages are in Hindi', async () => {
    activateCatalog('hi', hindi);
    const sent = codeSent(async () => {
      throw firebaseError('auth/invalid-verification-code');
    });
    await openLogin(fakeAuth({ sendPhoneCode: async () => sent }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'मोबाइल नंबर से आगे बढ़ें' }));
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('हमने +91 98765 43210 पर SMS से 6 अंकों का OTP भेजा है।')).toBeInTheDocument();
    expect(screen.getByText('30 सेकंड बाद नया OTP मँगा सकते हैं।')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6 अंकों का OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'OTP जाँचें और आगे बढ़ें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह OTP सही नहीं है। SMS देखकर फिर से लिखें।');
  });
});
