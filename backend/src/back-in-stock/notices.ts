/**
 * The words of a back-in-stock notice: to a verified address, one per request; to a WhatsApp
 * number, one for everyone waiting on it, naming each item back once.
 */
import { STORE_HOURS, type Book } from '../contract';
import type { Config } from '../config';
import { NO_EMAIL, UNVERIFIED_ADDRESS } from '../notices/compose';
import type { BackInStockNotice, BackInStockRequest } from '../store/store';

/** Why a notice to a number is kept for the owner: the shop mails only a verified address. */
export const ASKED_ON_WHATSAPP =
  'Not mailed: asked for on WhatsApp, as the e-mail address is not verified. Send it to this number.';

export function createBackInStockWording(shop: Config['shop']) {
  const signature = `${shop.name}\n${shop.address}\n${STORE_HOURS}\n${shop.phone}`;

  function words(books: readonly Book[]): Pick<BackInStockNotice, 'subject' | 'text'> {
    if (books.length === 1) {
      const { title } = books[0]!;
      return {
        subject: `${title} is back in stock - ${shop.name}`,
        text: `${title} is back in stock. Order it online and collect it at the counter while it lasts.`,
      };
    }
    const list = books.map((book) => `- ${book.title}`).join('\n');
    return {
      subject: `${books.length} items you asked about are back in stock - ${shop.name}`,
      text: `These items you asked about are back in stock:\n${list}\n\nOrder them online and collect them at the counter while they last.`,
    };
  }

  const compose = (books: readonly Book[]) => {
    const { subject, text } = words(books);
    return { subject, text: ['Hello,', text, signature].join('\n\n') };
  };

  return {
    /** To the request's own address; kept for the owner when it is not verified and no number was given. */
    toAddress(request: BackInStockRequest, book: Book): BackInStockNotice {
      return {
        recipient: request.email,
        ...compose([book]),
        ...(request.emailVerified ? {} : { heldBecause: request.email ? UNVERIFIED_ADDRESS : NO_EMAIL }),
      };
    },
    /** To a number, for the owner to send on WhatsApp, named by it. */
    toNumber(
      phone: string,
      books: readonly Book[],
      requests: readonly BackInStockRequest[],
    ): BackInStockNotice {
      return {
        recipient: phone,
        ...compose(books),
        heldBecause: requests.some((request) => request.email) ? ASKED_ON_WHATSAPP : NO_EMAIL,
      };
    },
  };
}
