import catalogue from './catalogue.json';
import common from './common.json';
import shop from './shop.json';

/** Every customer screen's words in English; the specification's texts as it gives them. */
const messages = { ...common, ...shop, ...catalogue };
export default messages;
