import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerNotice } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { jsonResponse, requestsTo, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import MessagesPage from './messages-page';

const message = (n: number, overrides: Partial<OwnerNotice> = {}): OwnerNotice => ({
  _id: `m${n}`,
  orderId: `a${String(n).padStart(23, '0')}`,
  bookId: null,
  kind: 'ready',
  recipient: 'asha@example.in',
  subject: `Your order K7M2Q${n} is ready for pickup`,
  text: `Hello Asha,\nyour order is ready. Pickup code: K7M2Q${n}.`,
  state: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2025-11-20T04:30:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  pickupCode: `K7M2Q${n}`,
  phone: '+919876543210',
  ...overrides,
});

const MESSAGES = '/api/admin/messages';

function stubOutbox(messages: OwnerNotice[], total = messages.length, more = {}) {
  return stubApi({
    ...more,
    [`GET ${MESSAGES}`]: () =>
      new Response(JSON.stringify(messages), {
        headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) },
      }),
  });
}

const openMessages = (route = '/dashboard/messages') =>
  renderScreen(<MessagesPage />, { path: '/dashboard/messages', route });

beforeEach(() => storeAdminToken(freshAdminToken()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MessagesPage', () => {
  it('when the outbox loads, then each message shows its order, kind, recipient, state, attempts and error', async () => {
    const fetchMock = stubOutbox([
      message(2, {
        kind: 'cancelled',
        subject: 'Your order was cancelled',
        state: 'failed',
        attempts: 5,
        lastError: '550 mailbox unavailable',
      }),
      message(1, { kind: 'placed', state: 'sent', attempts: 1, sentAt: '2025-11-20T04:31:00.000Z' }),
    ]);
    openMessages();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const [failed, sent] = await screen.findAllByRole('article');
    expect(within(failed!).getByRole('heading', { name: 'Your order was cancelled' })).toBeInTheDocument();
    expect(within(failed!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).getByText('K7M2Q2')).toBeInTheDocument();
    expect(within(failed!).getByRole('link', { name: '+919876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(failed!).getByText('asha@example.in')).toBeInTheDocument();
    expect(within(failed!).getByText('5')).toBeInTheDocument();
    expect(within(failed!).getByText('550 mailbox unavailable')).toBeInTheDocument();
    // Sent ones need nothing more and fold away under the rest.
    const folded = sent!.closest('details')!;
    expect(folded.open).toBe(false);
    await userEvent.click(screen.getByText('Sent (1)'));
    expect(folded.open).toBe(true);
    expect(failed!.closest('details')).toBeNull();
    expect(within(sent!).getByText('Order placed')).toBeInTheDocument();
    expect(within(sent!).queryByRole('button', { name: 'Mark as sent' })).not.toBeInTheDocument();
    expect(within(sent!).getByText('Sent')).toBeInTheDocument();
    expect(within(sent!).getByText('20 Nov 2025, 10:01 am')).toBeInTheDocument();

    const [request] = requestsTo(fetchMock, 'GET', MESSAGES);
    expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(Object.fromEntries(new URL(request!.url).searchParams)).toEqual({ limit: '50', offset: '0' });
  });

  it('when messages are pending, then a note says they wait to be sent or copied by hand', async () => {
    stubOutbox([message(1)]);
    openMessages();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.getByText(/Copy the text and send it to the customer yourself/)).toBeInTheDocument();
  });

  it('when Show the text is opened, then the whole text shows as written', async () => {
    stubOutbox([message(1)]);
    openMessages();
    const card = await screen.findByRole('article');
    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(within(card).getByText('Show the text'));
    expect(details.open).toBe(true);
    expect(card.querySelector('pre')).toHaveTextContent(message(1).text.replace('\n', ' '));
  });

  it('when Copy is pressed, then the text goes to the clipboard and the button says Copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    stubOutbox([message(1)]);
    openMessages();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(message(1).text);
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('when the clipboard refuses, then the text opens and the owner is told to copy it by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    stubOutbox([message(1)]);
    openMessages();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await within(card).findByText(/Could not copy/)).toBeInTheDocument();
    expect(card.querySelector('details')!.open).toBe(true);
  });

  it('when the owner sends a message on WhatsApp and marks it sent, then it is posted and the list asks afresh', async () => {
    const fetchMock = stubOutbox([message(1)], 1, {
      [`POST ${MESSAGES}/m1/sent`]: message(1, { state: 'sent', sentAt: '2025-11-20T05:00:00.000Z' }),
    });
    openMessages();
    const card = await screen.findByRole('article');
    const whatsApp = within(card).getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent(message(1).text)}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', `${MESSAGES}/m1/sent`)).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', `${MESSAGES}/m1/sent`)[0]!.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', MESSAGES)).toHaveLength(2));
  });

  it('when a customer waited for an item, then its notice is labelled so, names no order and can go on WhatsApp', async () => {
    const backInStock = message(2, {
      kind: 'back-in-stock',
      orderId: null,
      bookId: 'b'.repeat(24),
      pickupCode: null,
      subject: 'Godaan is back in stock - Saraswati Stationers',
      state: 'failed',
      lastError: 'Not mailed: the customer has not verified this e-mail address.',
    });
    stubOutbox([backInStock], 1);
    openMessages();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Back in stock')).toBeInTheDocument();
    expect(within(card).queryByText('Order')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=/),
    );
  });

  it('when marking as sent fails, then the card says so and keeps the button', async () => {
    stubOutbox([message(1)], 1, { [`POST ${MESSAGES}/m1/sent`]: () => jsonResponse({ error: {} }, 500) });
    openMessages();
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(card).findByText('Could not mark it as sent. Try again.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as sent' })).toBeEnabled();
  });

  it('when there are more messages than a page, then Next asks for the next 50', async () => {
    const fetchMock = stubOutbox([message(1)], 120);
    const { router } = openMessages();
    await screen.findByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', MESSAGES)).toHaveLength(2));
    expect(new URL(requestsTo(fetchMock, 'GET', MESSAGES)[1]!.url).searchParams.get('offset')).toBe('50');
  });

  it('when the outbox is empty, then it says so', async () => {
    stubOutbox([]);
    openMessages();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('when the outbox cannot be fetched, then it says so after Loading...', async () => {
    stubApi({ [`GET ${MESSAGES}`]: () => jsonResponse({ error: {} }, 500) });
    openMessages();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting messages');
  });
});
