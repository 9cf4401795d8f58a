import { readGstin } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';

/** A business buyer as the bill names them: sent with a counter sale or an online order's collection. */
export interface SaleBuyer {
  name: string;
  gstin?: string;
}

/** The buyer's fields as typed. */
export interface BuyerChoice {
  name: string;
  gstin: string;
}

export const NO_BUYER: BuyerChoice = { name: '', gstin: '' };

/** Long enough for a registered business's legal name; the server has the last word. */
export const BUYER_NAME_MAX = 100;

export interface BuyerProblems {
  name?: string;
  gstin?: string;
}

/**
 * What is wrong with the buyer as typed; empty when nothing is, or nothing was typed. The GSTIN is
 * read as the API reads it, so a typing slip shows under the field rather than as a refused sale.
 */
export function buyerProblems(buyer: BuyerChoice): BuyerProblems {
  if (!buyer.gstin.trim()) return {};
  const read = readGstin(buyer.gstin);
  return {
    ...('problem' in read ? { gstin: read.problem } : {}),
    ...(buyer.name.trim() ? {} : { name: translateOwner('owner.counter.buyer.nameNeeded') }),
  };
}

export const hasBuyerProblems = (buyer: BuyerChoice): boolean => Object.keys(buyerProblems(buyer)).length > 0;

/** The buyer to send, GSTIN as read (capitals, no spaces); none without a name. Assumes no problems. */
export function buyerOf(buyer: BuyerChoice): SaleBuyer | undefined {
  const name = buyer.name.trim();
  if (!name) return undefined;
  const read = buyer.gstin.trim() ? readGstin(buyer.gstin) : null;
  return read && 'gstin' in read ? { name, gstin: read.gstin } : { name };
}
