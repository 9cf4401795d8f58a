import account from './account.json';
import common from './common.json';

/** Every customer screen's words in English; the specification's texts as it gives them. */
const messages = {
  ...common,
  ...account,
};
export default messages;
