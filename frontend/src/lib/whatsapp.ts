/** One rule for WhatsApp links, shared with the API, which builds the links of phone customers' notices. */
export { whatsAppNumber, whatsAppUrl } from '@shop/backend/contract';
