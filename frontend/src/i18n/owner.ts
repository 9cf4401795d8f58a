import { addCatalog, i18n } from './i18n';
import english from './locales/owner/en/index.ts';
import type { MessageValues } from './message-id';
import { useCatalog } from './use-t';

/**
 * The owner's screens speak English for now, through the same library as the customer's: their
 * catalog loads with the owner's code (never on a customer's first screen), and a Hindi owner's
 * area would be one more file beside it.
 */
addCatalog({ en: english });

export type OwnerMessageId = keyof typeof english;

export const useOwnerT = () => useCatalog<OwnerMessageId>();

/** An owner's message outside React (dialogs, toasts). */
export const translateOwner = (id: OwnerMessageId, values?: MessageValues): string => i18n._(id, values);
