/** What other features may use of printing: the rate card, which the owner's page edits. */
export { printApi, useGetPrintRatesQuery } from './api';
