import catalogue from './catalogue.json';
import common from './common.json';
import counter from './counter.json';
import customers from './customers.json';
import day from './day.json';
import desk from './desk.json';
import kits from './kits.json';
import layout from './layout.json';
import outbox from './messages.json';
import orders from './orders.json';
import overview from './overview.json';
import print from './print.json';
import purchases from './purchases.json';
import reports from './reports.json';
import session from './session.json';
import staff from './staff.json';
import tax from './tax.json';
import terms from './terms.json';

/** The owner's screens in English; a Hindi owner's area is a hi/ folder beside this one. */
const messages = {
  ...common,
  ...terms,
  ...reports,
  ...tax,
  ...day,
  ...counter,
  ...customers,
  ...catalogue,
  ...desk,
  ...kits,
  ...layout,
  ...outbox,
  ...overview,
  ...print,
  ...purchases,
  ...orders,
  ...session,
  ...staff,
};
export default messages;
