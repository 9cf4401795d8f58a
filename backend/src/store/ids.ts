import { randomBytes, randomInt } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '../contract';

/** 24 hex characters, the same shape as a MongoDB ObjectId, so ids look alike on every adapter. */
export const newId = (): string => randomBytes(12).toString('hex');

/**
 * A pickup code: 6 of 31 characters, about 887 million codes, so a guess finds another customer's
 * order about once in a million tries per thousand orders waiting; uniqueness is the store's index.
 */
export const newPickupCode = (): string =>
  Array.from(
    { length: PICKUP_CODE_LENGTH },
    () => PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)],
  ).join('');
