import common from './common.json';
import reports from './reports.json';

/** The owner's screens in English; a Hindi owner's area is a hi/ folder beside this one. */
const messages = { ...common, ...reports };
export default messages;
