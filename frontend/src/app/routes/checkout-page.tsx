import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { showAlert } from '@/components/dialogs';
import { useAuth } from '@/features/account';
import { clearCart } from '@/features/cart';
import {
  CheckoutForm,
  useIdempotencyKey,
  type CheckedCheckout,
  type ServerProblem,
} from '@/features/checkout';
import { usePlaceOrderMutation } from '@/features/orders';
import { serverMessage } from '@/lib/fetch-errors';
import { formatRupees } from '@/lib/money';
import type { PlaceOrderBody } from '@shop/backend/contract';
import { usePricedCart, type PricedCartLine } from './use-priced-cart';

/** The order as the API takes it: the e-mail comes from the sign-in and the total from its prices. */
function toOrderBody(values: CheckedCheckout, lines: PricedCartLine[]): PlaceOrderBody {
  return {
    name: values.name,
    phone: values.phone,
    address: {
      street: values.address,
      city: values.city,
      state: values.state,
      country: values.country,
      zipcode: values.zipcode,
    },
    productIds: lines.map((line) => line.item._id),
  };
}

/** The same fields the server fingerprints a keyed request by (not the total: prices may move). */
const fingerprintOf = ({ name, phone, address, productIds }: PlaceOrderBody): string =>
  JSON.stringify({ name, phone, address, productIds: [...productIds].sort() });

/** A 400 carries what was wrong with the order; anything else only warrants the alert. */
function problemFrom(error: FetchBaseQueryError | SerializedError): ServerProblem | null {
  if (!('status' in error) || error.status !== 400) return null;
  const body = (error.data ?? {}) as { error?: { message?: unknown; issues?: unknown } };
  const issues = Array.isArray(body.error?.issues) ? (body.error.issues as ServerProblem['issues']) : [];
  const message = serverMessage(error) ?? 'Please check the details below.';
  return { message, issues: issues.filter((issue) => typeof issue?.message === 'string') };
}

export default function CheckoutPage() {
  const { currentUser } = useAuth();
  const email = currentUser?.email ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lines, available, subtotal } = usePricedCart();
  const [placeOrder] = usePlaceOrderMutation();
  const keyFor = useIdempotencyKey();
  const inFlight = useRef(false);

  async function handlePlaceOrder(values: CheckedCheckout): Promise<ServerProblem | null> {
    // The disabled button already stops a second click; this also covers a double Enter.
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const body = toOrderBody(values, available);
      const result = await placeOrder({ ...body, idempotencyKey: keyFor(fingerprintOf(body)) });
      if (result.error) {
        const text = serverMessage(result.error) ?? 'Please try again in a moment.';
        void showAlert({ title: 'Failed to place an order', text, icon: 'error' });
        return problemFrom(result.error);
      }
      dispatch(clearCart());
      void showAlert({ title: 'Confirmed Order', text: 'Your order placed successfully!', icon: 'success' });
      navigate('/orders', { replace: true });
      return null;
    } finally {
      inFlight.current = false;
    }
  }

  if (available.length === 0) return <NothingToPlace />;

  return (
    <section className="page-container" aria-labelledby="checkout-heading">
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <OrderSummary
          lines={available}
          subtotal={subtotal}
          unavailableCount={lines.length - available.length}
        />
        <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">Personal Details</h2>
          <div className="mt-2">
            <CheckoutForm email={email} onSubmit={handlePlaceOrder} />
          </div>
        </div>
      </div>
    </section>
  );
}

interface OrderSummaryProps {
  lines: PricedCartLine[];
  subtotal: number;
  unavailableCount: number;
}

function OrderSummary({ lines, subtotal, unavailableCount }: OrderSummaryProps) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 id="checkout-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        Cash On Delivery
      </h1>
      <p className="mt-3 text-slate-700">
        Total Price: <span className="font-semibold text-slate-900">{formatRupees(subtotal)}</span>
      </p>
      <p className="text-slate-700">
        Items: <span className="font-semibold text-slate-900">{lines.length}</span>
      </p>
      <ul className="mt-4 divide-y divide-slate-100 border-t border-slate-100 text-sm">
        {lines.map(({ item, price }) => (
          <li key={item._id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0 truncate text-slate-700">{item.title}</span>
            <span className="shrink-0 font-medium text-slate-900">{formatRupees(price)}</span>
          </li>
        ))}
      </ul>
      {unavailableCount > 0 && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          {unavailableCount === 1 ? '1 item in your cart is' : `${unavailableCount} items in your cart are`}{' '}
          no longer sold and will not be ordered.{' '}
          <Link to="/cart" className="font-semibold underline">
            Review cart
          </Link>
        </p>
      )}
      <p className="mt-4 text-sm text-slate-500">Pay when you collect your order at the shop.</p>
    </div>
  );
}

function NothingToPlace() {
  return (
    <section className="page-container max-w-xl text-center">
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 shadow-sm">
        <p className="text-lg font-medium text-slate-700">No items to place</p>
        <Link to="/" className="btn-primary mt-6">
          Browse Products
        </Link>
      </div>
    </section>
  );
}
