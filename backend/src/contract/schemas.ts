/** The zod schemas of what crosses HTTP, applied by the API's routes and the storefront's forms. */
export * from './back-in-stock-schemas';
export * from './book-schemas';
export * from './counter-day-schemas';
export * from './counter-schemas';
export * from './customer-schemas';
export * from './supplier-schemas';
export * from './purchase-schemas';
export * from './invoice-schemas';
export * from './kit-schemas';
export * from './order-schemas';
export * from './text-schemas';
export * from './print-schemas';
export * from './report-schemas';
export * from './staff-schemas';
export * from './tax-schemas';
