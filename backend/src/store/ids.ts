import { randomBytes, randomInt } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '../contract';

const RANDOM_POOL_BYTES = 4096;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** Cryptographically random hex, cut from a pool: one call to the generator serves hundreds of ids. */
function randomHex(bytes: number): string {
  if (poolOffset + bytes > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += bytes;
  return randomPool.toString('hex', poolOffset - bytes, poolOffset);
}

/**
 * 24 hex characters, the shape of a MongoDB ObjectId, so ids look alike on every adapter: the
 * second it was made, then 8 random bytes. Time first, so the rows an order writes (the order,
 * its movements, its notice) land beside the last ones in each index instead of on a random page
 * each, which is most of what a commit writes; the 64 random bits keep ids unguessable.
 */
export const newId = (): string =>
  Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0') + randomHex(8);

/**
 * A pickup code: 6 of 31 characters, about 887 million codes, so a guess finds another customer's
 * order about once in a million tries per thousand orders waiting; uniqueness is the store's index.
 */
export const newPickupCode = (): string =>
  Array.from(
    { length: PICKUP_CODE_LENGTH },
    () => PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)],
  ).join('');
