/**
 * What other features may use of the counter: its receipt, which the desk prints for a collected
 * order; the business buyer's fields, which the desk's collection asks too; and the owner's bill
 * download, which the desk offers beside the receipt.
 */
export { PrintReceiptButton, RECEIPT_SHEET_ID } from './components/print-receipt';
export { BuyerFields } from './components/buyer-fields';
export { OwnerBillDownload } from './components/owner-bill-download';
export { buyerOf, hasBuyerProblems, NO_BUYER, type BuyerChoice, type SaleBuyer } from './buyer';
