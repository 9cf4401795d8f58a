/**
 * The notices a customer gets: order placed, ready to collect, collected (its bill), cancelled,
 * in the language they ordered in, to their e-mail, or for the owner to send on WhatsApp when
 * the customer signed in by phone and has none.
 */
import type { Language, OrderNoticeKind } from '../contract';
import type { NoticeDraft, Order } from '../store/store';
import { english } from './english';
import { hindi } from './hindi';
import type { NoticeWording, Shop } from './wording';

/** The reason the owner reads beside a notice that was kept back. */
export const UNVERIFIED_ADDRESS =
  'Not mailed: the customer has not verified this e-mail address. Send it yourself if you know them.';

/** Kept back because there is no address to mail: the owner sends it on WhatsApp, to the number given. */
export const NO_EMAIL = 'Not mailed: the customer signed in by phone and has no e-mail. Send it on WhatsApp.';

const WORDING: Record<Language, NoticeWording> = { en: english, hi: hindi };

/** Why a notice about this order is not to be mailed; none when it may be. */
function heldBecause(order: Order): string | undefined {
  if (!order.email) return NO_EMAIL;
  // The name and address were typed by whoever signed up: mailed to an address nobody has
  // shown to be theirs, the shop's server would carry a stranger's words to a third person.
  return order.emailVerified ? undefined : UNVERIFIED_ADDRESS;
}

/** Words each notice; `upiLink` gives an order's pay link when the shop takes UPI. */
export function createNoticeComposer(shop: Shop, upiLink: (order: Order) => string | undefined) {
  return (kind: OrderNoticeKind) =>
    (order: Order): NoticeDraft => {
      const wording = WORDING[order.locale] ?? english;
      const { subject, body } = wording.words[kind](order, { shop, upiLink: upiLink(order) });
      const held = heldBecause(order);
      return {
        kind,
        // A customer without e-mail is named by the number they signed in with.
        recipient: order.email || (order.verifiedPhone ?? ''),
        subject,
        text: `${wording.greeting(order.name)}\n\n${body}\n\n${wording.signature(shop)}\n`,
        ...(held ? { heldBecause: held } : {}),
      };
    };
}

export type NoticeComposer = ReturnType<typeof createNoticeComposer>;
