import common from './common.json';
import layout from './layout.json';
import outbox from './messages.json';
import print from './print.json';
import session from './session.json';

/** The owner's screens in English; a Hindi owner's area is a hi/ folder beside this one. */
const messages = { ...common, ...layout, ...outbox, ...print, ...session };
export default messages;
