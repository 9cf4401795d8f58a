/**
 * A counter device's key: made once when the owner opens a device as a counter, kept by the
 * device and sent with every request it makes (COUNTER_DEVICE_HEADER). The shop keeps only its
 * hash: the key is long and random, so a fast hash is as safe as a slow one.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { COUNTER_DEVICE_HEADER } from '../contract';

const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newDeviceKey = (): string => randomBytes(32).toString('base64url');

export const deviceKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The hash of the well-formed device key the request carries, if it carries one. */
export function deviceKeyHashOf(req: Request): string | null {
  const key = req.get(COUNTER_DEVICE_HEADER)?.trim();
  return key && KEY_PATTERN.test(key) ? deviceKeyHash(key) : null;
}
