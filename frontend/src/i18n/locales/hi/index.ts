import type { MessageId } from '../../message-id';
import account from './account.json';
import common from './common.json';

/** Every customer screen's words in Hindi. Typed by the English catalog: a missing key fails the typecheck. */
const messages: Record<MessageId, unknown> = {
  ...common,
  ...account,
};
export default messages;
