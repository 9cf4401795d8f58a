import { toKitOrderItem, toPrintJobChoice, type CartKit, type CartPrintJob } from '@/features/cart';
import { currentLanguage, type Language } from '@/i18n';
import { orderFingerprint, type PlaceOrderBody, type PlaceOrderItem } from '@shop/backend/contract';
import type { CheckedCheckout } from './checkout-schema';
import type { PricedCartLine } from './use-priced-cart';

/** `locale`: the language the customer ordered in, which the notices about the order speak. */
export type OrderBody = Omit<PlaceOrderBody, 'items'> & {
  items: PlaceOrderItem[];
  locale: Language;
};

/** What the order sends: books, school kits and print jobs alike; the server prices them all. */
export interface OrderContents {
  books: PricedCartLine[];
  printJobs: CartPrintJob[];
  kits: CartKit[];
}

/** The order as the API takes it: the e-mail comes from the sign-in and the total from its prices. */
export function toOrderBody(values: CheckedCheckout, { books, printJobs, kits }: OrderContents): OrderBody {
  return {
    name: values.name,
    phone: values.phone,
    address: {
      // The street only when typed: the API refuses a blank one and keeps none as none.
      ...(values.address ? { street: values.address } : {}),
      city: values.city,
      state: values.state,
      country: values.country,
      zipcode: values.zipcode,
    },
    locale: currentLanguage(),
    items: [
      ...books.map((line) => ({ productId: line.item._id, quantity: line.quantity })),
      ...kits.map(toKitOrderItem),
      ...printJobs.map((job) => ({ printJob: toPrintJobChoice(job) })),
    ],
  };
}

/** What the order's Idempotency-Key stands for (a kit by its id, count and the items left out). */
export const orderBodyFingerprint = (body: OrderBody): string => orderFingerprint(body);
