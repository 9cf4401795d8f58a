/** Which migration of the SQLite file added what a snapshot reads: older files are read without it. */

/** The v2 migration added the street line; older files have none. */
export const STREET_SINCE_VERSION = 2;
/** The v5 migration added the shop's own secrets. */
export const SECRETS_SINCE_VERSION = 5;
/** The v6 migration keeps the units sold; before it they are counted from the collected orders. */
export const UNITS_SOLD_SINCE_VERSION = 6;
/** The v7 migration added stock, SKUs, line quantities and stock movements. */
export const STOCK_SINCE_VERSION = 7;
/** The v8 migration added pickup codes, holds, payments and the outbox. */
export const COUNTER_SINCE_VERSION = 8;
/** The v12 migration added the print rate card, print jobs and their files. */
export const PRINT_SINCE_VERSION = 12;
/** The v15 migration added units on hand and the units open orders hold. */
export const ON_HAND_SINCE_VERSION = 15;
/** The v13 migration added print jobs as order lines. */
export const PRINT_LINES_SINCE_VERSION = 13;
/** The v17 migration keeps whether an order's e-mail was verified; before it none was known to be. */
export const EMAIL_VERIFIED_SINCE_VERSION = 17;
/** The v19 migration added a book's author, publisher and language. */
export const BOOK_DETAILS_SINCE_VERSION = 19;
/** The v21 migration added a book's barcode. */
export const BARCODE_SINCE_VERSION = 21;
/** The v22 migration added an order's channel, counter sales (number, cash, void) and returns. */
export const SALES_SINCE_VERSION = 22;
/** The v23 migration added the shop's settings (the GST settings among them). */
export const SETTINGS_SINCE_VERSION = 23;
/** The v24 migration added the counter's cash drawer: its days and cash movements. */
export const DRAWER_SINCE_VERSION = 24;
/** The v25 migration added bills, credit notes and their series. */
export const INVOICES_SINCE_VERSION = 25;
/** The v26 migration added an item's own HSN code and GST rate. */
export const ITEM_TAX_SINCE_VERSION = 26;
/** The v27 migration added an order's verified phone and the language it was placed in. */
export const PHONE_SIGN_IN_SINCE_VERSION = 27;
/** The v28 migration added school kits and their lines. */
export const KITS_SINCE_VERSION = 28;
/** The v29 migration keeps, on a book line that came from a school kit, the kit it came from. */
export const LINE_KITS_SINCE_VERSION = 29;
/** The v30 migration keeps a bill's heading and its seller's registration. */
export const DOCUMENT_TITLES_SINCE_VERSION = 30;
/** The v31 migration added an item's unit and the unit each billed line was billed with. */
export const UNITS_SINCE_VERSION = 31;
/** The v35 migration added staff and counter devices. */
export const STAFF_SINCE_VERSION = 35;
/** The v36 migration added the audit log. */
export const AUDIT_SINCE_VERSION = 36;
/** The v37 migration names who sold, voided and took back; before it nobody is named. */
export const WHO_SINCE_VERSION = 37;
/** The v38 migration names who moved stock and cash. */
export const MOVED_BY_SINCE_VERSION = 38;
/** The v40 migration names who opened a day, who moved an order and who approved a sale's lower price. */
export const REST_WHO_SINCE_VERSION = 40;
/** The v41 migration added the customers the shop knows. */
export const CUSTOMERS_SINCE_VERSION = 41;
/** The v42 migration added customers' accounts: a sale's customer and parts, and the accounts' entries. */
export const ACCOUNTS_SINCE_VERSION = 42;
/** The v43 migration added the suppliers the shop buys from. */
export const SUPPLIERS_SINCE_VERSION = 43;
/** The v44 migration added purchase bills, each item's cost and movements naming a purchase. */
export const PURCHASES_SINCE_VERSION = 44;
/** The v45 migration keeps what each sold line's item cost the shop. */
export const LINE_COSTS_SINCE_VERSION = 45;
/** The v46 migration added payments to suppliers. */
export const SUPPLIER_PAYMENTS_SINCE_VERSION = 46;
/** The v47 migration added items' reorder levels and kits' expected numbers. */
export const REORDER_SINCE_VERSION = 47;
/** The v48 migration added purchase orders, and the order a bill delivered. */
export const PURCHASE_ORDERS_SINCE_VERSION = 48;
