/** A reminder of what a customer owes, in their language, as WhatsApp carries it. */
import type { Language, ShopCustomer } from '../contract';

export interface Dues {
  shopName: string;
  /** Rupees owed. */
  due: number;
  /** The India date (YYYY-MM-DD) of the oldest bill not yet paid off. */
  oldestDue: string | null;
  /** The UPI link for exactly what is owed; none when the shop takes no UPI. */
  upiLink?: string;
}

/** 2026-03-05 → 05/03/2026, as Indian bills write a date. */
const indianDate = (day: string) => day.split('-').reverse().join('/');

const WORDS: Record<Language, (customer: ShopCustomer, dues: Dues) => string[]> = {
  en: (customer, dues) => [
    `Namaste ${customer.name}, this is ${dues.shopName}.`,
    `Your account shows ₹${dues.due.toFixed(2)} due` +
      (dues.oldestDue ? `, the oldest bill from ${indianDate(dues.oldestDue)}.` : '.'),
    ...(dues.upiLink ? [`Pay by UPI: ${dues.upiLink}`] : []),
    'Thank you!',
  ],
  hi: (customer, dues) => [
    `नमस्ते ${customer.name}, ${dues.shopName} की ओर से।`,
    `आपके खाते में ₹${dues.due.toFixed(2)} बकाया है` +
      (dues.oldestDue ? `, सबसे पुराना बिल ${indianDate(dues.oldestDue)} का है।` : '।'),
    ...(dues.upiLink ? [`UPI से भुगतान करें: ${dues.upiLink}`] : []),
    'धन्यवाद!',
  ],
};

export const reminderText = (customer: ShopCustomer, dues: Dues): string =>
  WORDS[customer.language](customer, dues).join('\n');
