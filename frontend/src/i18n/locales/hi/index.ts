import type { MessageId } from '../../message-id';
import catalogue from './catalogue.json';
import common from './common.json';
import shop from './shop.json';

/** Every customer screen's words in Hindi. Typed by the English catalog: a missing key fails the typecheck. */
const messages: Record<MessageId, unknown> = { ...common, ...shop, ...catalogue };
export default messages;
