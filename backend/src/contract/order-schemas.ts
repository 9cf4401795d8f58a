import { z } from 'zod';
import { normalisePhone, normaliseZipcode, phoneProblem, zipcodeProblem } from './contact';
import {
  CHECKOUT_FIELD_MAX,
  ID_PATTERN,
  LINE_QUANTITY_MAX,
  ORDER_ITEMS_MAX,
  ORDER_LINES_MAX,
} from './limits';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX, TENDER_METHODS } from './counter';
import { price } from './book-schemas';
import { buyerSchema } from './invoice-schemas';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { ORDER_STATUSES } from './order-status';
import { kitOrderItemSchema } from './kit-schemas';
import { isBookItem, isPrintItem } from './order-request';
import { PRINT_WAITING_FILES_MAX } from './print';
import { printJobChoiceSchema } from './print-schemas';
import { cleanText, requiredText } from './text-schemas';

/** Phone numbers and PIN codes typed into number inputs may arrive as JSON numbers. */
const digitsOrText = (label: string, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value,
    requiredText(label, max),
  );

/** The customer's contact and address fields, as the API and the checkout form check them. */
export const checkoutFieldSchemas = {
  name: requiredText('Full name', CHECKOUT_FIELD_MAX.name),
  phone: digitsOrText('Phone number', CHECKOUT_FIELD_MAX.phone),
  street: requiredText('Address', CHECKOUT_FIELD_MAX.street),
  city: requiredText('City', CHECKOUT_FIELD_MAX.city),
  state: requiredText('State', CHECKOUT_FIELD_MAX.state),
  country: requiredText('Country', CHECKOUT_FIELD_MAX.country),
  zipcode: digitsOrText('Zipcode', CHECKOUT_FIELD_MAX.zipcode),
};

type Path = (string | number)[];

/**
 * The rules that tie the contact fields to the country: an Indian mobile number and PIN code in
 * India, international forms elsewhere. Paths say where the form or body keeps each field.
 */
export function checkContactForCountry(
  values: { phone?: unknown; zipcode?: unknown; country?: unknown },
  ctx: z.RefinementCtx,
  paths: { phone: Path; zipcode: Path },
): void {
  // A missing or blank field already has its own "is required"; the country rule adds nothing.
  const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  const country = typeof values.country === 'string' ? values.country : '';
  const phone = filled(values.phone) ? phoneProblem(values.phone, country) : undefined;
  if (phone) ctx.addIssue({ code: 'custom', path: paths.phone, message: phone });
  const zipcode = filled(values.zipcode) ? zipcodeProblem(values.zipcode, country) : undefined;
  if (zipcode) ctx.addIssue({ code: 'custom', path: paths.zipcode, message: zipcode });
}

const bookId = z.string().regex(ID_PATTERN, 'productId must be a book id');

/** One line as a client asks for it: a book and how many, 1 to 99. */
export const orderItemSchema = z.strictObject({
  productId: bookId,
  quantity: z
    .number({ error: 'quantity must be a whole number from 1 to 99' })
    .int('quantity must be a whole number from 1 to 99')
    .min(1, 'quantity must be at least 1')
    .max(LINE_QUANTITY_MAX, `quantity must be at most ${LINE_QUANTITY_MAX}`),
});

export type OrderItem = z.output<typeof orderItemSchema>;

/** A print job as an order's item: the uploaded file and the options to print it with. */
export const printItemSchema = z.strictObject({ printJob: printJobChoiceSchema });

export type PrintItem = z.output<typeof printItemSchema>;

/** A school kit as an order's item: the server lists its items as book lines. */
export type KitItem = z.output<typeof kitOrderItemSchema>;

const has = (item: unknown, key: string) => typeof item === 'object' && item !== null && key in item;

/** The schema of the kind of item the client meant: a print job by `printJob`, a kit by `kitId`. */
const schemaOf = (item: unknown) => {
  if (has(item, 'printJob')) return printItemSchema;
  if (has(item, 'kitId')) return kitOrderItemSchema;
  return orderItemSchema;
};

/**
 * A book line, a print job or a kit, told apart by their keys, so that a mistake is reported
 * against the kind of item the client meant rather than as "matches none".
 */
const lineItemSchema = z.unknown().transform((item, ctx): OrderItem | PrintItem | KitItem => {
  const result = schemaOf(item).safeParse(item);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
});

/** A `productIds` list, each occurrence one unit, as lines in the order of first mention. */
function linesFromProductIds(productIds: readonly string[]): OrderItem[] {
  const quantities = new Map<string, number>();
  for (const id of productIds) quantities.set(id, (quantities.get(id) ?? 0) + 1);
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * POST /api/orders. The items come as `items` (a book and a quantity per line) or, in the first
 * body shape that clients we do not control still send, as `productIds` (each occurrence one
 * unit); never both. The address's street line is optional, as older clients send none; the
 * e-mail comes from the sign-in and the total from the shop's prices, so a client's are ignored.
 * `locale` is the language the customer orders in (English when a client sends none).
 */
export const placeOrderBodySchema = z
  .strictObject({
    name: checkoutFieldSchemas.name,
    phone: checkoutFieldSchemas.phone,
    address: z.strictObject({
      street: checkoutFieldSchemas.street.optional(),
      city: checkoutFieldSchemas.city,
      state: checkoutFieldSchemas.state,
      country: checkoutFieldSchemas.country,
      zipcode: checkoutFieldSchemas.zipcode,
    }),
    items: z
      .array(lineItemSchema, {
        error: 'items must be a list of {productId, quantity}, {kitId, quantity} or {printJob}',
      })
      .min(1, 'The order has no items')
      .max(ORDER_LINES_MAX, `An order can have at most ${ORDER_LINES_MAX} lines`)
      .refine(
        // A kit may come twice (two children in one class) and hold an item also ordered on its own.
        (items) => {
          const books = items.filter(isBookItem).map((item) => item.productId);
          return new Set(books).size === books.length;
        },
        { message: 'Each item may have only one line; put the quantity on it' },
      )
      .refine(
        (items) => {
          const jobs = items.filter(isPrintItem).map((item) => item.printJob.jobId);
          return new Set(jobs).size === jobs.length;
        },
        { message: 'A print file can be in an order only once; put the copies on it' },
      )
      .refine((items) => items.filter(isPrintItem).length <= PRINT_WAITING_FILES_MAX, {
        message: `An order can have at most ${PRINT_WAITING_FILES_MAX} print jobs`,
      })
      .optional(),
    productIds: z
      .array(bookId, { error: 'productIds must be a list of book ids' })
      .min(1, 'The order has no items')
      .max(ORDER_ITEMS_MAX, `An order can have at most ${ORDER_ITEMS_MAX} items`)
      .optional(),
    email: z.string().max(CHECKOUT_FIELD_MAX.email).optional(),
    totalPrice: z.unknown().optional(),
    locale: z
      .enum(LANGUAGES, { error: `locale must be one of: ${LANGUAGES.join(', ')}` })
      .default(DEFAULT_LANGUAGE),
  })
  .superRefine((order, ctx) => {
    if (order.items && order.productIds) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Send items or productIds, not both' });
    } else if (!order.items && !order.productIds) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'The order has no items' });
    } else if (order.productIds && linesFromProductIds(order.productIds).length > ORDER_LINES_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: `An order can have at most ${ORDER_LINES_MAX} different items`,
      });
    } else if (
      order.productIds &&
      linesFromProductIds(order.productIds).some((l) => l.quantity > LINE_QUANTITY_MAX)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['productIds'],
        message: `An order can have at most ${LINE_QUANTITY_MAX} of one item`,
      });
    }
    checkContactForCountry({ ...order, ...order.address }, ctx, {
      phone: ['phone'],
      zipcode: ['address', 'zipcode'],
    });
  })
  .transform(({ email: _email, totalPrice: _total, address, items, productIds, ...order }) => ({
    ...order,
    phone: normalisePhone(order.phone, address.country),
    address: {
      ...address,
      street: address.street ?? '',
      zipcode: normaliseZipcode(address.zipcode, address.country),
    },
    items:
      (items as (OrderItem | PrintItem | KitItem)[] | undefined) ?? linesFromProductIds(productIds ?? []),
  }));

/** One item as a client sends it: a book and how many, an uploaded file and its options, or a kit. */
export type PlaceOrderItem =
  z.input<typeof orderItemSchema> | z.input<typeof printItemSchema> | z.input<typeof kitOrderItemSchema>;

/** What a client sends to place an order. */
export type PlaceOrderBody = Omit<z.input<typeof placeOrderBodySchema>, 'items'> & {
  items?: PlaceOrderItem[];
};
/** The order request once checked and normalised. */
export type PlaceOrderRequest = z.output<typeof placeOrderBodySchema>;

/** How an order was paid, as the owner records it when the customer collects it. */
export const paymentSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: `payment.method must be one of: ${PAYMENT_METHODS.join(', ')}` }),
  reference: z
    .string({ error: 'payment.reference must be text' })
    .overwrite(cleanText)
    .trim()
    .max(PAYMENT_REFERENCE_MAX, `The reference can be at most ${PAYMENT_REFERENCE_MAX} characters.`)
    .regex(/^[A-Za-z0-9 ./_-]*$/, 'The reference may hold letters, digits, spaces and - . / _ only.')
    .optional()
    .transform((reference) => reference || null),
});

/** A way of paying a sale or a part of it, or of refunding one. */
export const tenderMethodSchema = z.enum(TENDER_METHODS, {
  error: `method must be one of: ${TENDER_METHODS.join(', ')}`,
});
/** At most one part a way of paying: more would be the same part written twice. */
const PAYMENT_PARTS_MAX = TENDER_METHODS.length;

/** A payment in parts (`payments`), adding up to the total as the service checks. */
export const paymentPartsSchema = z
  .array(
    z.strictObject({
      method: tenderMethodSchema,
      amount: price('payments.amount').refine((amount) => amount > 0, 'amount must be more than 0'),
      reference: paymentSchema.shape.reference,
    }),
    { error: 'payments must be a list of {method, amount}' },
  )
  .min(1, 'payments needs at least one part.')
  .max(PAYMENT_PARTS_MAX, `payments can hold at most ${PAYMENT_PARTS_MAX} parts.`)
  .refine((parts) => new Set(parts.map((part) => part.method)).size === parts.length, {
    message: 'Each way of paying may appear once in payments.',
  });

/** A customer the shop knows, by id. */
export const customerIdSchema = z
  .string({ error: 'customerId must be a customer id' })
  .regex(ID_PATTERN, 'customerId is not a customer id');

/** PATCH /api/orders/:id/status: collecting records the payment, and only collecting does. */
export const statusChangeBodySchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
    payment: paymentSchema.optional(),
    /** Paid in parts, some perhaps on the account of `customerId`. */
    payments: paymentPartsSchema.optional(),
    /** The customer the shop knows this order is sold to. */
    customerId: customerIdSchema.optional(),
    /** A business buyer to print on the bill of the collection. */
    buyer: buyerSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payment && body.payments) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'Say how the order was paid: payment, or payments in parts (not both).',
      });
    }
    if (body.status !== 'collected' && (body.payments || body.customerId)) {
      ctx.addIssue({
        code: 'custom',
        path: [body.payments ? 'payments' : 'customerId'],
        message: 'A payment is recorded only when an order is collected',
      });
    }
    if (!body.customerId && body.payments?.some((part) => part.method === 'account')) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerId'],
        message: 'Collecting on account needs the customer: customerId.',
      });
    }
    if (body.status === 'collected' && !body.payment && !body.payments) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'Say how the order was paid: payment.method',
      });
    }
    if (body.status !== 'collected' && body.payment) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'A payment is recorded only when an order is collected',
      });
    }
    if (body.status !== 'collected' && body.buyer) {
      ctx.addIssue({
        code: 'custom',
        path: ['buyer'],
        message: 'A buyer is printed on the bill of a collection only',
      });
    }
  });

export type StatusChangeBody = z.input<typeof statusChangeBodySchema>;
