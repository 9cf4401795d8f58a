/**
 * What crosses HTTP between the storefront and the API: categories, order statuses and their
 * moves, the shapes of answers and requests, limits, and the plain-function rules both sides
 * apply. No Node-only code and no zod here, so any screen can import it for free; the zod
 * schemas are the separate entry `./schemas`, loaded only by the chunks with forms.
 */
export * from './accounts';
export * from './amount-in-words';
export * from './back-in-stock';
export * from './barcodes';
export * from './books';
export * from './catalogue-import';
export * from './categories';
export * from './contact';
export * from './counter';
export * from './counter-days';
export * from './counter-sales';
export * from './customers';
export * from './suppliers';
export * from './purchases';
export * from './purchase-orders';
export * from './errors';
export * from './first-screen';
export * from './gst-tax';
export * from './gstin';
export * from './gst-states';
export * from './india-time';
export * from './invoice-numbers';
export * from './invoices';
export * from './item-tax-suggestions';
export * from './kit-pricing';
export * from './kits';
export * from './languages';
export * from './limits';
export * from './money';
export * from './ledger-ageing';
export * from './order-request';
export * from './storefront-paths';
export * from './order-status';
export * from './orders';
export * from './print';
export * from './reports';
export * from './shop';
export * from './staff';
export * from './stats';
export * from './tax-default-items';
export * from './tax-settings';
export * from './units';
export * from './web-address';
export * from './whatsapp';
export type { PlaceOrderBody, PlaceOrderItem, PlaceOrderRequest, StatusChangeBody } from './order-schemas';
