/**
 * Delivers the outbox. Every notice was written with the change it tells of, so a crash or a
 * mail server that is down loses none: a notice stays pending until the server accepts it, and
 * is tried again with growing pauses. It goes out twice only if the process dies after the mail
 * server accepted it and before the outbox recorded that; its Message-ID is the same both times,
 * so mail clients fold the repeat.
 */
import { createTransport } from 'nodemailer';
import type { Logger } from '../logger';
import type { OutboxMessage, OutboxStore } from '../store/store';

/** What the sender needs of a mail transport (nodemailer's, or a test's). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    messageId: string;
  }): Promise<unknown>;
  close?(): void;
}

export const createSmtpTransport = (smtpUrl: string): MailTransport => createTransport(smtpUrl);

/** How long one sender may hold a notice before another may take it (a crashed sender's, say). */
const LEASE_MS = 60_000;
const BATCH = 20;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** About 15 hours of tries; then the notice is marked failed for the owner to send by hand. */
export const MAX_ATTEMPTS = 20;

/** The pause before try number `attempt + 1`: 1, 2, 4, ... minutes, at most an hour. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);

/** The same for every try of one notice, so a repeat is recognised as one message. */
export const messageIdOf = (notice: Pick<OutboxMessage, '_id'>, domain: string): string =>
  `<notice-${notice._id}@${domain}>`;

/** The host part of the From address, for Message-IDs that look like the shop's own. */
export const mailDomainOf = (from: string): string =>
  /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'pickup-shop.invalid';

export interface NoticeSenderOptions {
  outbox: OutboxStore;
  transport: MailTransport;
  from: string;
  logger: Logger;
  everyMs?: number;
  now?: () => Date;
}

export function startNoticeSender(options: NoticeSenderOptions) {
  const { outbox, transport, from, logger } = options;
  const now = options.now ?? (() => new Date());
  const domain = mailDomainOf(from);
  let running: Promise<{ sent: number; failed: number }> | null = null;

  async function deliver(notice: OutboxMessage): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: notice.recipient,
        subject: notice.subject,
        text: notice.text,
        messageId: messageIdOf(notice, domain),
      });
      await outbox.markSent(notice._id, now());
      return true;
    } catch (error) {
      const attempt = notice.attempts + 1;
      const retryAt = attempt >= MAX_ATTEMPTS ? null : new Date(now().getTime() + retryDelayMs(attempt));
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.markFailed(notice._id, reason, retryAt);
      logger.warn(
        { notice: notice._id, attempt, willRetry: retryAt !== null, reason },
        'notice not delivered',
      );
      return false;
    }
  }

  async function sendDue() {
    const due = await outbox.claimDue(now(), LEASE_MS, BATCH);
    let sent = 0;
    for (const notice of due) if (await deliver(notice)) sent++;
    return { sent, failed: due.length - sent };
  }

  /** One pass over what is due; a pass already under way is joined, never doubled. */
  const runOnce = () => {
    running ??= sendDue().finally(() => (running = null));
    return running;
  };

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => logger.error({ err: error }, 'notice sender pass failed'));
  }, options.everyMs ?? 2_000);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close?.();
    },
  };
}

export type NoticeSender = ReturnType<typeof startNoticeSender>;
