/** The zod rules of the counter's requests: walk-in sales, voids and returns. */
import { z } from 'zod';
import { COUNTER_LINE_QUANTITY_MAX, COUNTER_REASON_MAX, COUNTER_SALE_LINES_MAX } from './counter-sales';
import { buyerSchema } from './invoice-schemas';
import { ID_PATTERN } from './limits';
import { price } from './book-schemas';
import { customerIdSchema, paymentPartsSchema, paymentSchema, tenderMethodSchema } from './order-schemas';
import { optionalText, requiredText } from './text-schemas';

const productId = z
  .string({ error: 'productId is required' })
  .regex(ID_PATTERN, 'productId is not an item id');
const quantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(COUNTER_LINE_QUANTITY_MAX, `quantity can be at most ${COUNTER_LINE_QUANTITY_MAX}`);
const method = paymentSchema.shape.method;
const reference = paymentSchema.shape.reference;
/** POST /api/counter/sales: `payment` as before, or `payments` in parts (some on a customer's account). */
export const counterSaleBodySchema = z
  .strictObject({
    items: z
      .array(z.strictObject({ productId, quantity, price: price('price').optional() }), {
        error: 'items must be a list of {productId, quantity}',
      })
      .min(1, 'A sale needs at least one item.')
      .max(COUNTER_SALE_LINES_MAX, `A sale can hold at most ${COUNTER_SALE_LINES_MAX} lines.`),
    payment: z
      .strictObject({ method, reference, tendered: price('payment.tendered').optional() })
      .refine((payment) => payment.method === 'cash' || payment.tendered === undefined, {
        message: 'payment.tendered is the cash handed over: only for cash.',
        path: ['tendered'],
      })
      .optional(),
    payments: paymentPartsSchema.optional(),
    customerId: customerIdSchema.optional(),
    customer: z
      .strictObject({
        name: optionalText('customer.name', 100),
        phone: optionalText('customer.phone', 20),
      })
      .optional(),
    /** A business buyer to print on the bill. */
    buyer: buyerSchema.optional(),
  })
  .refine((body) => (body.payment === undefined) !== (body.payments === undefined), {
    message: 'Say how the sale is paid: payment, or payments in parts (not both).',
    path: ['payment'],
  })
  .refine(
    (body) => body.customerId !== undefined || !body.payments?.some((part) => part.method === 'account'),
    { message: 'A sale on account needs the customer: customerId.', path: ['customerId'] },
  );
export type CounterSaleBody = z.output<typeof counterSaleBodySchema>;

/** POST /api/counter/sales/:id/void */
export const voidSaleBodySchema = z.strictObject({
  reason: requiredText('reason', COUNTER_REASON_MAX),
});

/** POST /api/orders/:id/returns */
export const returnBodySchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId, quantity }), {
      error: 'items must be a list of {productId, quantity}',
    })
    .min(1, 'Say what comes back: at least one item.')
    .max(COUNTER_SALE_LINES_MAX, `A return can hold at most ${COUNTER_SALE_LINES_MAX} lines.`),
  refund: z.strictObject({ method: tenderMethodSchema, reference }),
  reason: requiredText('reason', COUNTER_REASON_MAX),
});
export type ReturnBody = z.output<typeof returnBodySchema>;
