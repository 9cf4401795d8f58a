import { setupI18n } from '@lingui/core';
import { formatsFor } from './format';
import english from './locales/owner/en/index.ts';
import type { MessageValues } from './message-id';

/**
 * The owner's screens speak English for now, through the same library as the customer's, but
 * with an instance of their own: a customer's language choice on the same browser never mixes
 * Hindi plural rules or formats into English words ("0 unit"). The catalog loads with the owner's
 * code, never on a customer's first screen; a Hindi owner's area is one more file and a locale here.
 */
const ownerI18n = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: english } });

export type OwnerMessageId = keyof typeof english;

/** An owner's message outside React (dialogs, toasts). */
export const translateOwner = (id: OwnerMessageId, values?: MessageValues): string => ownerI18n._(id, values);

const ownerWords = {
  t: translateOwner,
  language: 'en' as const,
  ...formatsFor('en'),
};

/** useT for the owner's screens: their words, and money, numbers and dates as English writes them. */
export const useOwnerT = () => ownerWords;
