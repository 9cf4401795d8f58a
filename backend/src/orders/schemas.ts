import { z } from 'zod';
import { CHECKOUT_FIELD_MAX } from '../contract';

export { placeOrderBodySchema, statusChangeBodySchema, type PlaceOrderRequest } from '../contract/schemas';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or - _ : .');

export const emailParamSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Not a valid e-mail address')
  .max(CHECKOUT_FIELD_MAX.email);
