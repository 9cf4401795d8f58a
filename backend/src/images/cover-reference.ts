import { z } from 'zod';
import { COVER_URL_MAX, isWebAddress } from '../contract';

/** Stored names are content hashes; seeded and uploaded covers share one shape. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{64}\.webp$/;

export type CoverReference = { kind: 'stored'; name: string } | { kind: 'web'; url: string };

/** What a book's coverImage names: an image this shop stores, a web address, or nothing valid. */
export function readCoverReference(value: string): CoverReference | null {
  if (STORED_IMAGE_NAME.test(value)) return { kind: 'stored', name: value };
  if (isWebAddress(value)) return { kind: 'web', url: value };
  return null;
}

export const coverImageReference = z
  .string()
  .trim()
  .min(1)
  .max(COVER_URL_MAX)
  .refine((value) => readCoverReference(value) !== null, {
    message: 'coverImage must be an uploaded image name or an http(s) URL',
  });
