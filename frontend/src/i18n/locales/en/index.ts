import account from './account.json';
import cart from './cart.json';
import catalogue from './catalogue.json';
import checkout from './checkout.json';
import common from './common.json';
import kits from './kits.json';
import orders from './orders.json';
import print from './print.json';
import shop from './shop.json';

/** Every customer screen's words in English; the specification's texts as it gives them. */
const messages = {
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
