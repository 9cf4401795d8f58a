/** What other features may use of printing: the rate card, which the owner's page edits and the cart prices by. */
export { printApi, useGetPrintRatesQuery } from './api';
