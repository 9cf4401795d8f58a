/**
 * "Tell me when it's back": customers wait for an out-of-stock item, and when it can be ordered
 * again each gets one notice: mailed to a verified address, else held on the owner's Messages
 * page for WhatsApp, one to each number however many asked on it. Every change that can free
 * units calls `announceLater()`; so does the app when it starts, so a notice a stopped process
 * had not written yet is written then.
 */
import {
  BACK_IN_STOCK_LIMIT_REACHED,
  BACK_IN_STOCK_NEEDS_PHONE,
  BACK_IN_STOCK_TYPED_NUMBER_LIMIT,
  ID_PATTERN,
  isOutOfStock,
  type BackInStockStatus,
  type Book,
} from '../contract';
import type { BackInStockRequestBody } from '../contract/schemas';
import type { Config } from '../config';
import type { Customer } from '../auth/customer-tokens';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { BackInStockRequest, BackInStockStore, BookStore } from '../store/store';
import { createBackInStockWording } from './notices';

/** Requests handled per read: a large restock tells everyone, a batch at a time. */
const BATCH = 50;

const notFound = () => new AppError('not_found', 'Book not found.');

function statusOf(request: BackInStockRequest | null): BackInStockStatus {
  if (!request) return { waiting: false, channel: null, phone: null };
  return { waiting: true, channel: request.emailVerified ? 'email' : 'whatsapp', phone: request.phone };
}

export function createBackInStockService(deps: {
  store: BackInStockStore;
  books: Pick<BookStore, 'get'>;
  shop: Config['shop'];
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const wording = createBackInStockWording(deps.shop);

  async function bookToWaitFor(bookId: string): Promise<Book> {
    const book = ID_PATTERN.test(bookId) ? await deps.books.get(bookId) : null;
    if (!book) throw notFound();
    return book;
  }

  /**
   * A number hears once per pass, of every item back for it, whoever asked: so a number typed by
   * several accounts, or waiting for several items back at once, gets one message, not many.
   */
  async function announceDue(): Promise<number> {
    let told = 0;
    for (;;) {
      const due = await deps.store.due(BATCH);
      const numbers = new Set<string>();
      for (const { request, book } of due) {
        if (!request.emailVerified && request.phone) numbers.add(request.phone);
        else if (await deps.store.notify(request._id, wording.toAddress(request, book), now())) told++;
      }
      for (const phone of numbers) {
        const compose = (books: Book[], requests: BackInStockRequest[]) =>
          wording.toNumber(phone, books, requests);
        if (await deps.store.notifyNumber(phone, compose, now())) told++;
      }
      if (due.length < BATCH) return told;
    }
  }

  let running: Promise<number> | null = null;
  let again = false;

  /**
   * Writes the notices of every waiting customer whose item can be ordered again. One pass at a
   * time; a call during a pass runs one more after it, so a change made meanwhile is not missed.
   */
  function announce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let told = 0;
      do {
        again = false;
        told += await announceDue();
      } while (again);
      return told;
    })().finally(() => (running = null));
    return running;
  }

  return {
    async status(customer: Customer, bookId: string): Promise<BackInStockStatus> {
      if (!ID_PATTERN.test(bookId)) throw notFound();
      return statusOf(await deps.store.waiting(bookId, customer.uid));
    },

    async request(
      customer: Customer,
      bookId: string,
      body: BackInStockRequestBody,
    ): Promise<BackInStockStatus> {
      const book = await bookToWaitFor(bookId);
      if (!isOutOfStock(book)) throw new AppError('conflict', 'This item is in stock: add it to your cart.');
      // A customer signed in by phone is reached on the number they signed in with, unless they gave another.
      const phone = body.phone ?? customer.phoneNumber;
      if (!customer.emailVerified && !phone) {
        throw new AppError('validation', BACK_IN_STOCK_NEEDS_PHONE, [
          { path: 'phone', message: BACK_IN_STOCK_NEEDS_PHONE },
        ]);
      }
      const request = await deps.store.request(
        {
          bookId,
          customerUid: customer.uid,
          email: customer.email ?? '',
          emailVerified: customer.emailVerified,
          phone,
          // Both are E.164 for an Indian mobile, so the number typed again is recognised as theirs.
          phoneVerified: phone !== null && phone === customer.phoneNumber,
        },
        BACK_IN_STOCK_TYPED_NUMBER_LIMIT,
      );
      // Each typed number is one more WhatsApp message the shop sends to whoever owns it.
      if (!request) throw new AppError('conflict', BACK_IN_STOCK_LIMIT_REACHED);
      return statusOf(request);
    },

    async withdraw(customer: Customer, bookId: string): Promise<void> {
      if (ID_PATTERN.test(bookId)) await deps.store.withdraw(bookId, customer.uid);
    },

    /** For callers that must not wait or fail on it: a failed pass is logged and tried at the next change. */
    announceLater(): void {
      announce().catch((error: unknown) =>
        deps.logger.error({ err: error }, 'back-in-stock notices not written'),
      );
    },
  };
}

export type BackInStockService = ReturnType<typeof createBackInStockService>;
