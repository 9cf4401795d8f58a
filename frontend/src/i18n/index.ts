export { useT } from './use-t';
export { useDevanagariFont } from './use-devanagari-font';
export { formatsFor } from './format';
export {
  translate,
  startLanguage,
  switchLanguage,
  loadLanguage,
  currentLanguage,
  activateCatalog,
  i18n,
} from './i18n';
export { detectLanguage, LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';
export type { MessageId, MessageValues } from './message-id';
