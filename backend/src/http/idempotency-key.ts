import { z } from 'zod';

/**
 * The Idempotency-Key header of a write a client may retry (placing an order, a counter sale):
 * one key, one write, whatever the retries.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or - _ : .');
