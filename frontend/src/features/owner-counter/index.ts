/**
 * What other features may use of the counter: its receipt, which the desk prints for a collected
 * order; the business buyer's fields, which the desk's collection asks too; the owner's bill
 * download, which the desk offers beside the receipt; and the payment on a customer's account or
 * in parts, with the manager's approval past the credit limit, which the desk's collection takes
 * as a counter sale does.
 */
export { PrintReceiptButton, RECEIPT_SHEET_ID } from './components/print-receipt';
export { BuyerFields } from './components/buyer-fields';
export { OwnerBillDownload } from './components/owner-bill-download';
export { buyerOf, hasBuyerProblems, NO_BUYER, type BuyerChoice, type SaleBuyer } from './buyer';
export { CustomerPicker, SplitFields } from './components/account-payment';
export { ManagerApprovalAsked } from './components/manager-approval-asked';
export { useManagerApproval } from './hooks/use-manager-approval';
export {
  isOverCreditLimit,
  NEW_PAYMENT,
  partsProblem,
  paymentToSend,
  type AccountCustomer,
  type PaymentChoice,
} from './sale';
