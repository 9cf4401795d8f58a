import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { showAlert } from '@/components/dialogs';
import { shortageText, StockShortageNotice } from '@/components/stock-shortage-notice';
import { useAuth } from '@/features/account';
import {
  clearCart,
  lowerToAvailable,
  removePrintJob,
  reportShortages,
  toPrintJobChoice,
  type CartPrintJob,
} from '@/features/cart';
import { catalogApi } from '@/features/catalog';
import { CheckoutForm, outOfStockItems, useIdempotencyKey, type CheckedCheckout } from '@/features/checkout';
import { usePlaceOrderMutation } from '@/features/orders';
import { readApiError, type ApiError, type ServerProblem } from '@/lib/api-error';
import { formatRupees } from '@/lib/money';
import {
  ORDER_LINES_MAX,
  orderFingerprint,
  type OutOfStockItem,
  type PlaceOrderBody,
  type PlaceOrderItem,
} from '@shop/backend/contract';
import { CheckoutSummaryLines } from './checkout-page-summary';
import { usePricedCart, type PricedCartLine } from './use-priced-cart';

type OrderBody = PlaceOrderBody & { items: PlaceOrderItem[] };

/** What the order sends: books and print jobs alike; the server prices both. */
interface OrderContents {
  books: PricedCartLine[];
  printJobs: CartPrintJob[];
}

/** The order as the API takes it: the e-mail comes from the sign-in and the total from its prices. */
function toOrderBody(values: CheckedCheckout, { books, printJobs }: OrderContents): OrderBody {
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
    items: [
      ...books.map((line) => ({ productId: line.item._id, quantity: line.quantity })),
      ...printJobs.map((job) => ({ printJob: toPrintJobChoice(job) })),
    ],
  };
}

const TOO_MANY_LINES: ServerProblem = {
  message: `An order can have at most ${ORDER_LINES_MAX} different items. Please remove some from your cart.`,
  issues: [],
};

const shortageAlertText = (shortages: OutOfStockItem[]): string =>
  `Not enough stock. ${shortages.map(shortageText).join('; ')}. ` +
  'Lower the quantities to what is left, then place the order again.';

/**
 * A 400 carries what was wrong with the order, and a 409 conflict (a print file already in another
 * order) what to do about it: both stay beside the form. Anything else only warrants the alert.
 */
function problemFrom(refusal: ApiError): ServerProblem | null {
  if (refusal.kind !== 'refusal') return null;
  const conflict = refusal.status === 409 && refusal.code === 'conflict';
  if (refusal.status !== 400 && !conflict) return null;
  return { message: refusal.message ?? 'Please check the details below.', issues: refusal.issues };
}

/** Places the order; a refusal for want of stock is remembered in the cart so it can be fixed there. */
function usePlaceOrder(contents: OrderContents) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const keyFor = useIdempotencyKey();
  const inFlight = useRef(false);

  async function send(values: CheckedCheckout): Promise<ServerProblem | null> {
    const body = toOrderBody(values, contents);
    const result = await placeOrder({ ...body, idempotencyKey: keyFor(orderFingerprint(body)) });
    if (!result.error) {
      dispatch(clearCart());
      void showAlert({ title: 'Confirmed Order', text: 'Your order placed successfully!', icon: 'success' });
      navigate('/orders', { replace: true });
      return null;
    }
    const shortages = outOfStockItems(result.error);
    if (shortages && shortages.length > 0) {
      dispatch(reportShortages(shortages));
      // The catalogue's counts were stale: fetch them again so the steppers stop at what is left.
      dispatch(catalogApi.util.invalidateTags([{ type: 'Book', id: 'LIST' }]));
      void showAlert({
        title: 'Failed to place an order',
        text: shortageAlertText(shortages),
        icon: 'error',
      });
      return null;
    }
    // A print file that can no longer be ordered would fail every retry: it leaves the cart.
    const refusal = readApiError(result.error);
    const refused = (refusal.kind === 'refusal' && refusal.details.jobIds) || [];
    for (const jobId of refused) dispatch(removePrintJob(jobId));
    const removed = refused.length > 0 ? ' It has been taken out of your cart.' : '';
    const message = refusal.kind === 'refusal' ? refusal.message : null;
    const text = (message ?? 'Please try again in a moment.') + removed;
    void showAlert({ title: 'Failed to place an order', text, icon: 'error' });
    const problem = problemFrom(refusal);
    return problem && { ...problem, message: problem.message + removed };
  }

  return async (values: CheckedCheckout): Promise<ServerProblem | null> => {
    // The API refuses more lines than this with a 400; saying so here spares the round trip.
    if (contents.books.length + contents.printJobs.length > ORDER_LINES_MAX) return TOO_MANY_LINES;
    // The disabled button already stops a second click; this also covers a double Enter.
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await send(values);
    } finally {
      inFlight.current = false;
    }
  };
}

export default function CheckoutPage() {
  const { currentUser } = useAuth();
  const email = currentUser?.email ?? '';
  const dispatch = useAppDispatch();
  const { lines, orderable, printJobs, subtotal, units, shortages, nothingToOrder } = usePricedCart();
  const handlePlaceOrder = usePlaceOrder({ books: orderable, printJobs });

  if (nothingToOrder) return <NothingToPlace />;

  return (
    <section className="page-container" aria-labelledby="checkout-heading">
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <OrderSummary
          lines={orderable}
          printJobs={printJobs}
          subtotal={subtotal}
          units={units}
          unavailableCount={lines.filter((line) => !line.available).length}
          shortages={shortages}
          onLower={() => dispatch(lowerToAvailable(shortages))}
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
  printJobs: CartPrintJob[];
  subtotal: number;
  units: number;
  unavailableCount: number;
  shortages: OutOfStockItem[];
  onLower: () => void;
}

function OrderSummary(props: OrderSummaryProps) {
  const { lines, printJobs, subtotal, units, unavailableCount, shortages, onLower } = props;
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 id="checkout-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        Cash On Delivery
      </h1>
      <p className="mt-3 text-slate-700">
        Total Price: <span className="font-semibold text-slate-900">{formatRupees(subtotal)}</span>
      </p>
      <p className="text-slate-700">
        {/* Units, not lines: three pens are three items to the customer collecting them. */}
        Items: <span className="font-semibold text-slate-900">{units}</span>
      </p>
      <CheckoutSummaryLines lines={lines} printJobs={printJobs} />
      {shortages.length > 0 && (
        <div className="mt-4">
          <StockShortageNotice shortages={shortages} onLower={onLower} />
        </div>
      )}
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
