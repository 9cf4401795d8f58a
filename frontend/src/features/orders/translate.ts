import type { MessageId, MessageValues } from '@/i18n';

/** `t` from useT in a component (so it draws again on a switch of language), or `translate` outside React. */
export type Translate = (id: MessageId, values?: MessageValues) => string;
