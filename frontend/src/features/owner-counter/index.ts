/**
 * What other features may use of the counter: its receipt, which the desk prints for a collected
 * order, and the business buyer's fields, which the desk's collection asks too.
 */
export { PrintReceiptButton, RECEIPT_SHEET_ID } from './components/print-receipt';
export { BuyerFields } from './components/buyer-fields';
export { buyerOf, hasBuyerProblems, NO_BUYER, type BuyerChoice, type SaleBuyer } from './buyer';
