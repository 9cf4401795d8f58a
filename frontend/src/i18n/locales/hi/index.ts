import type { MessageId } from '../../message-id';
import common from './common.json';
import shop from './shop.json';

/** Every customer screen's words in Hindi. Typed by the English catalog: a missing key fails the typecheck. */
const messages: Record<MessageId, unknown> = { ...common, ...shop };
export default messages;
