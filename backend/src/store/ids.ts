import { randomBytes } from 'node:crypto';

/** 24 hex characters, the same shape as a MongoDB ObjectId, so ids look alike on every adapter. */
export const newId = (): string => randomBytes(12).toString('hex');
