import type english from './locales/en/index.ts';

/** A key of the customer screens' catalog; the English catalog is the list of them. */
export type MessageId = keyof typeof english;

/** Values a message's placeholders take ({count}, {code}); numbers also choose plural forms. */
export type MessageValues = Record<string, string | number>;
