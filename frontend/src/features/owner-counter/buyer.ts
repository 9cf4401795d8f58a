import { readGstin, readState, stateOfCode, type InvoiceParty } from '@shop/backend/contract';
import { translateOwner } from '@/i18n/owner';

/** A buyer as the bill names them: sent with a counter sale or an online order's collection. */
export type SaleBuyer = Pick<InvoiceParty, 'name' | 'gstin' | 'address' | 'state'>;

/** The buyer's fields as typed. */
export interface BuyerChoice {
  name: string;
  gstin: string;
  address: string;
  state: string;
}

export type BuyerField = keyof BuyerChoice;

export const NO_BUYER: BuyerChoice = { name: '', gstin: '', address: '', state: '' };

/** Long enough for a registered business's legal name and a postal address; the server has the last word. */
export { BUYER_ADDRESS_MAX, BUYER_NAME_MAX, BUYER_STATE_MAX } from '@shop/backend/contract';

export type BuyerProblems = Partial<Record<BuyerField, string>>;

/** The state a typed GSTIN is registered in, or null while it is not a GSTIN. */
export function gstinState(buyer: BuyerChoice) {
  const read = buyer.gstin.trim() ? readGstin(buyer.gstin) : null;
  return read && 'stateCode' in read ? stateOfCode(read.stateCode) : null;
}

/**
 * What is wrong with the buyer as typed; empty when nothing is, or nothing was typed. Read as the
 * API reads it, so a typing slip shows under its field rather than as a refused sale: a GSTIN needs
 * a name and an address, and a state typed must be one.
 */
export function buyerProblems(buyer: BuyerChoice): BuyerProblems {
  const problems: BuyerProblems = {};
  if (buyer.gstin.trim()) {
    const read = readGstin(buyer.gstin);
    if ('problem' in read) problems.gstin = read.problem;
    if (!buyer.name.trim()) problems.name = translateOwner('owner.counter.buyer.nameNeeded');
    if (!buyer.address.trim()) problems.address = translateOwner('owner.counter.buyer.addressNeeded');
  } else if (buyer.state.trim() && !readState(buyer.state)) {
    problems.state = translateOwner('owner.counter.buyer.noSuchState');
  }
  return problems;
}

export const hasBuyerProblems = (buyer: BuyerChoice): boolean => Object.keys(buyerProblems(buyer)).length > 0;

/** The buyer to send, GSTIN as read (capitals, no spaces); none without a name. Assumes no problems. */
export function buyerOf(buyer: BuyerChoice): SaleBuyer | undefined {
  const name = buyer.name.trim();
  if (!name) return undefined;
  const read = buyer.gstin.trim() ? readGstin(buyer.gstin) : null;
  const address = buyer.address.trim();
  const state = buyer.state.trim();
  return {
    name,
    ...(read && 'gstin' in read ? { gstin: read.gstin } : {}),
    ...(address ? { address } : {}),
    ...(state && !read ? { state } : {}),
  };
}

/**
 * The field a refusal of the API names (buyer.address) or, for a bill that must name its buyer,
 * the first one still empty: where the cursor goes so the owner types on.
 */
export function fieldToFix(buyer: BuyerChoice, path: string): BuyerField {
  const named = path.split('.')[1];
  if (named === 'name' || named === 'gstin' || named === 'address' || named === 'state') return named;
  return (['name', 'address', 'state'] as const).find((field) => !buyer[field].trim()) ?? 'name';
}
