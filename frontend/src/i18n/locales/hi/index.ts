import type { MessageId } from '../../message-id';
import account from './account.json';
import cart from './cart.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';
import kits from './kits.json';
import orders from './orders.json';
import print from './print.json';
import shop from './shop.json';

/** Every customer screen's words in Hindi. Typed by the English catalog: a missing key fails the typecheck. */
const messages: Record<MessageId, unknown> = {
  ...common,
  ...shop,
  ...catalogue,
  ...account,
  ...cart,
  ...checkout,
  ...orders,
  ...print,
  ...kits,
};
export default messages;
