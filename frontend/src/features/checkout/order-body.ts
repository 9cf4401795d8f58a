import { toPrintJobChoice, type CartPrintJob } from '@/features/cart';
import { currentLanguage, type Language } from '@/i18n';
import type { PlaceOrderBody, PlaceOrderItem } from '@shop/backend/contract';
import type { CheckedCheckout } from './checkout-schema';
import type { PricedCartLine } from './use-priced-cart';

/** `locale`: the language the customer ordered in, which the notices about the order speak. */
export type OrderBody = PlaceOrderBody & { items: PlaceOrderItem[]; locale: Language };

/** What the order sends: books and print jobs alike; the server prices both. */
export interface OrderContents {
  books: PricedCartLine[];
  printJobs: CartPrintJob[];
}

/** The order as the API takes it: the e-mail comes from the sign-in and the total from its prices. */
export function toOrderBody(values: CheckedCheckout, { books, printJobs }: OrderContents): OrderBody {
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
    locale: currentLanguage(),
    items: [
      ...books.map((line) => ({ productId: line.item._id, quantity: line.quantity })),
      ...printJobs.map((job) => ({ printJob: toPrintJobChoice(job) })),
    ],
  };
}
