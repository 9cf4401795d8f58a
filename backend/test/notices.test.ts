import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import {
  createSmtpTransport,
  MAX_ATTEMPTS,
  startNoticeSender,
  type NoticeSender,
} from '../src/notices/sender';
import { validOrderBody } from './fixtures';
import { signUpCustomer, useTestApp, verifyCustomerEmail } from './harness';
import { startServer, stopServers } from './server-process';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that refuses the first `refuse` messages it is given. */
async function startMailServer(refuse = 0) {
  const received: Received[] = [];
  /** Every message offered, refused or not. */
  const offered: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        offered.push(Buffer.concat(chunks).toString());
        if (refused < refuse) {
          refused++;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.+)$`, 'mi').exec(raw)?.[1]?.trim();

const t = useTestApp({ customers: ['asha'], books: { pen: { title: 'Gel Pen', newPrice: 25 } } });
const { asha } = t.customers;

let sender: NoticeSender | undefined;
let mail: Awaited<ReturnType<typeof startMailServer>> | undefined;
afterEach(async () => {
  stopServers();
  await sender?.stop();
  await mail?.close();
  sender = mail = undefined;
});

const placeOrder = async () => {
  const res = await t.placeOrder(asha, validOrderBody([t.books.pen._id]));
  expect(res.status).toBe(201);
  return res.body as { _id: string; pickupCode: string };
};

describe('notices by mail', () => {
  it('when an order is placed and made ready, then the customer receives both mails, and the outbox says sent', async () => {
    mail = await startMailServer();
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(mail.url),
      from: '"Saraswati Books" <hello@saraswati.example>',
      logger: createLogger('silent'),
      everyMs: 60_000,
    });
    const order = await placeOrder();
    await t.moveOrder(order._id, 'ready');
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });

    expect(mail.received.map((message) => message.to)).toEqual([[asha.email], [asha.email]]);
    const subjects = mail.received.map((message) => header(message.raw, 'Subject'));
    expect(subjects[0]).toContain(`Order ${order.pickupCode} received`);
    expect(subjects[1]).toContain(`Order ${order.pickupCode} is ready`);
    expect(header(mail.received[0]!.raw, 'Message-ID')).toMatch(/^<notice-[a-f0-9]{24}@saraswati\.example>$/);
    const { items } = await t.store.outbox.list({ limit: 10, offset: 0 });
    expect(items.map((message) => [message.state, message.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('when the customer has not verified their e-mail, then no notice is mailed: each waits for the owner on the Messages page, saying why', async () => {
    mail = await startMailServer();
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(mail.url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
    });
    const stranger = await signUpCustomer(undefined, { verified: false });
    const placed = await t.placeOrder(stranger, validOrderBody([t.books.pen._id]));
    expect(placed.status).toBe(201);
    expect(placed.body).not.toHaveProperty('emailVerified');
    await t.moveOrder(placed.body._id, 'ready');
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mail.offered).toEqual([]);

    const messages = await t.asOwner().get('/api/admin/messages');
    expect(
      messages.body.map((m: { kind: string; state: string; recipient: string; lastError: string }) => [
        m.kind,
        m.state,
        m.recipient,
        m.lastError,
      ]),
    ).toEqual([
      ['ready', 'failed', stranger.email, expect.stringContaining('not verified')],
      ['placed', 'failed', stranger.email, expect.stringContaining('not verified')],
    ]);
    // The owner sees which order and whose phone, sends it on WhatsApp and marks it sent.
    const [ready] = messages.body;
    expect(ready).toMatchObject({ pickupCode: placed.body.pickupCode, phone: placed.body.phone });
    const marked = await t.asOwner().post(`/api/admin/messages/${ready._id}/sent`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ _id: ready._id, state: 'sent', lastError: null });
    expect(Date.parse(marked.body.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await t.asOwner().post(`/api/admin/messages/${ready._id}/sent`);
    expect(again.body.sentAt).toBe(marked.body.sentAt);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(mail.offered).toEqual([]);
  });

  it('when a message is marked sent by someone not the owner or for no such message, then it is refused', async () => {
    const placed = await t.placeOrder(asha, validOrderBody([t.books.pen._id]));
    const [notice] = (await t.asOwner().get('/api/admin/messages')).body;
    expect(notice.orderId).toBe(placed.body._id);
    expect((await t.as(asha).post(`/api/admin/messages/${notice._id}/sent`)).status).toBe(403);
    expect((await t.asOwner().post(`/api/admin/messages/${'f'.repeat(24)}/sent`)).status).toBe(404);
    expect((await t.asOwner().post('/api/admin/messages/not-an-id/sent')).status).toBe(404);
    expect((await t.asOwner().get('/api/admin/messages')).body[0].state).toBe('pending');
  });

  it('when the customer verifies their e-mail, then the notices of the orders they place from then on are mailed', async () => {
    mail = await startMailServer();
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(mail.url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
    });
    const later = await verifyCustomerEmail(await signUpCustomer(undefined, { verified: false }));
    expect((await t.placeOrder(later, validOrderBody([t.books.pen._id]))).status).toBe(201);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mail.received.map((message) => message.to)).toEqual([[later.email]]);
  });

  it('when the mail server refuses the first tries, then the notice is tried again later with the same Message-ID until it goes', async () => {
    mail = await startMailServer(2);
    let clock = new Date();
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(mail.url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
      now: () => clock,
    });
    await placeOrder();
    clock = new Date(Date.now() + 1000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [notice] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
    expect(notice).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/busy/) });
    // Not before its time: the pause after a refusal is a minute, then two.
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(Date.parse(notice!.nextAttemptAt!) + 1);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    [notice] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
    clock = new Date(Date.parse(notice!.nextAttemptAt!) + 1);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    [notice] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
    expect(notice).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(mail.received).toHaveLength(1);
    const ids = mail.offered.map((raw) => header(raw, 'Message-ID'));
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('when no mail server answers at all, then nothing is lost: the notice stays pending, and goes once one answers', async () => {
    const down = await startMailServer();
    const url = down.url;
    await down.close();
    let clock = new Date();
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
      now: () => clock,
    });
    await placeOrder();
    clock = new Date(Date.now() + 1000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    await sender.stop();
    const [waiting] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });

    mail = await startMailServer();
    clock = new Date(Date.parse(waiting!.nextAttemptAt!) + 1);
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(mail.url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
      now: () => clock,
    });
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(mail.received).toHaveLength(1);
  });

  it('when every try fails, then after the last one the notice is marked failed and no longer tried', async () => {
    const refusing = await startMailServer(Number.MAX_SAFE_INTEGER);
    mail = refusing;
    let clock = new Date(Date.now() + 1000);
    sender = startNoticeSender({
      outbox: t.store.outbox,
      transport: createSmtpTransport(refusing.url),
      from: 'hello@saraswati.example',
      logger: createLogger('silent'),
      everyMs: 60_000,
      now: () => clock,
    });
    await placeOrder();
    clock = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
      const [notice] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
      if (notice!.nextAttemptAt) clock = new Date(Date.parse(notice!.nextAttemptAt) + 1);
    }
    const [given] = (await t.store.outbox.list({ limit: 1, offset: 0 })).items;
    expect(given).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(refusing.offered).toHaveLength(MAX_ATTEMPTS);
  });

  it('when the shop runs with SMTP_URL, then it delivers the notices of an order placed over HTTP by itself', async () => {
    mail = await startMailServer();
    const server = await startServer({ SMTP_URL: mail.url, MAIL_FROM: 'hello@saraswati.example' });
    expect(server.url, server.output()).not.toBe('');
    const customer = await signUpCustomer();
    const [book] = (await (await fetch(`${server.url}/api/books?limit=1&sort=title`)).json()) as {
      _id: string;
    }[];
    const placed = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify({ ...validOrderBody([book!._id]), productIds: [book!._id] }),
    });
    expect(placed.status).toBe(201);
    const { pickupCode } = (await placed.json()) as { pickupCode: string };
    for (let waited = 0; mail.received.length === 0 && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail.received.map((message) => message.to)).toEqual([[customer.email]]);
    expect(header(mail.received[0]!.raw, 'Subject')).toContain(pickupCode);
  });
});
