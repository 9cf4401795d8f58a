import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /[\\/]src[\\/]i18n[\\/]locales[\\/].+\.json$/;

/**
 * Compiles the message catalogs (src/i18n/locales/<language>/*.json, ICU MessageFormat) into
 * Lingui's compiled form as they are imported, so the browser gets Lingui's 3 kB runtime and no
 * message parser. The result is JSON again, which Vite then turns into a module as usual.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'shop:message-catalogs',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(source) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            this.error(`${id}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
