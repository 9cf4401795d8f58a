import { randomBytes } from 'node:crypto';

/** 24 hex characters, the same shape as a MongoDB ObjectId, so ids look alike on every adapter. */
export const newId = (): string => randomBytes(12).toString('hex');

/** What newId (and MongoDB) produce: a text that is not this is no record's id. */
export const ID_PATTERN = /^[a-f0-9]{24}$/;
