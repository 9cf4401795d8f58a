import { useMemo, useSyncExternalStore } from 'react';
import { formatsFor } from './format';
import { i18n } from './i18n';
import type { Language } from './languages';
import type { MessageId, MessageValues } from './message-id';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const shownLanguage = (): Language => (i18n.locale === 'hi' ? 'hi' : 'en');

/**
 * The customer screens' words and formats in the language being shown; a component using it
 * draws again when the customer switches language. `t` takes only keys the catalog has.
 * (Lingui's own provider is not needed: the one i18n instance announces its changes.)
 */
export function useT() {
  const language = useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
  return useMemo(
    () => ({
      t: (id: MessageId, values?: MessageValues): string => i18n._(id, values),
      language,
      ...formatsFor(language),
    }),
    [language],
  );
}
