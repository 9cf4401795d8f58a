/** What other features may use of the counter: its receipt, which the desk prints for a collected order. */
export { PrintReceiptButton, RECEIPT_SHEET_ID } from './components/print-receipt';
