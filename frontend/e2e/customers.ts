/**
 * Customers and their orders made through the Auth emulator's and the shop's APIs, for tests whose
 * subject is another screen: signing up and checking out in the browser is tested on its own
 * (customer-journey and dev-servers by e-mail, pickup-checkout and phone-hindi by phone) and costs
 * half a minute a customer.
 * A test that needs the customer in the browser signs them in (support.ts, signInThroughUi).
 */
import { api } from './bill-support';
import { E2E_EMULATOR_HOST } from './environment';
import { CUSTOMER_PASSWORD, newCustomerEmail, newMobile, smsCode } from './support';

async function callEmulator<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`http://${E2E_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account by e-mail and password, as the storefront's Register makes one. */
async function signUpByEmail(email = newCustomerEmail()): Promise<{ email: string; idToken: string }> {
  const { idToken } = await callEmulator<{ idToken: string }>('accounts:signUp?key=demo-api-key', {
    email,
    password: CUSTOMER_PASSWORD,
    returnSecureToken: true,
  });
  return { email, idToken };
}

/** A new account by mobile number, the code read from the emulator's "SMS". */
async function signUpByMobile(mobile = newMobile()): Promise<{ mobile: string; idToken: string }> {
  const { sessionInfo } = await callEmulator<{ sessionInfo: string }>(
    'accounts:sendVerificationCode?key=demo-api-key',
    { phoneNumber: `+91${mobile}`, recaptchaToken: 'emulator-ignores-it' },
  );
  const { idToken } = await callEmulator<{ idToken: string }>(
    'accounts:signInWithPhoneNumber?key=demo-api-key',
    { sessionInfo, code: await smsCode(mobile) },
  );
  return { mobile, idToken };
}

/** One of the item titled `title` (the catalogue's first without one) ordered for pickup by `name`. */
async function orderOne(idToken: string, name: string, phone: string, title?: string): Promise<string> {
  const books = await api<{ _id: string; title: string }[]>(idToken, 'GET', '/books');
  const first = title ? books.find((book) => book.title === title) : books[0];
  if (!first) throw new Error(`No item is titled ${title}`);
  const order = await api<{ pickupCode: string }>(idToken, 'POST', '/orders', {
    name,
    phone,
    address: { city: 'Nagpur', state: 'Maharashtra', country: 'India', zipcode: '440001' },
    items: [{ productId: first._id, quantity: 1 }],
  });
  return order.pickupCode;
}

/** A new e-mail customer with no order yet; answers the e-mail, whose password is CUSTOMER_PASSWORD. */
export async function emailCustomer(): Promise<string> {
  return (await signUpByEmail()).email;
}

/** A new e-mail customer, Asha Rao, with an order of one `title` awaiting pickup. */
export async function emailCustomerWithOrder(title?: string): Promise<{ email: string; pickupCode: string }> {
  const { email, idToken } = await signUpByEmail();
  return { email, pickupCode: await orderOne(idToken, 'Asha Rao', '9876543210', title) };
}

/** A new customer signed in by phone with an order awaiting pickup. */
export async function phoneCustomerWithOrder(): Promise<{ mobile: string; pickupCode: string }> {
  const { mobile, idToken } = await signUpByMobile();
  return { mobile, pickupCode: await orderOne(idToken, 'Ravi Kumar', mobile) };
}
