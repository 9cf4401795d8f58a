/**
 * What other features may use of the orders feature. Not the customer's pickup panel
 * (components/order-pickup): it brings the QR code library, which only the customer's order
 * screens should load, so app/ imports it by its path rather than every user of this entry.
 */
export {
  ordersApi,
  useGetMyOrdersQuery,
  useGetOrdersByEmailQuery,
  usePlaceOrderMutation,
  type PlaceOrderArgs,
} from './api';
export { formatAddress } from './format-address';
export type { JustPlaced } from './just-placed';
export { OrderCardHeader } from './components/order-card-header';
export { formatOrderTime, OrderStatusBadge, OrderStatusHistory } from './components/order-status';
export { PdfBadge } from './components/pdf-badge';
export { PrintJobDetails } from './components/print-job-details';
export { pagesAndSheetsText, printOptionsText } from './print-words';
export type { Translate } from './translate';
export { customerStatusLabel, ORDER_STATUS_LABELS } from './order-status-labels';
export { billFileName } from './bill';
export { BillDownload } from './components/bill-download';
