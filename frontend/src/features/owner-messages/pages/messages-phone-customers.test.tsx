import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OwnerNotice } from '@shop/backend/contract';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import MessagesPage from './messages-page';

const TEXT = 'नमस्ते Meena जी,\n\nआपका ऑर्डर तैयार है। काउंटर पर कोड K7M2QX दिखाएँ।';
const LINK = `https://wa.me/919812345678?text=${encodeURIComponent(TEXT)}`;

/** A notice to a customer who signed in by phone: no e-mail, so the API links WhatsApp to their number. */
const phoneOnly: OwnerNotice = {
  _id: 'm1',
  orderId: 'a'.repeat(24),
  bookId: null,
  kind: 'ready',
  recipient: '+919812345678',
  subject: 'ऑर्डर K7M2QX तैयार है, आकर ले जाएँ - Saraswati Books',
  text: TEXT,
  state: 'failed',
  attempts: 0,
  lastError: 'Not mailed: the customer signed in by phone and has no e-mail. Send it on WhatsApp.',
  createdAt: '2025-11-20T04:30:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
  pickupCode: 'K7M2QX',
  // The number typed for pickup may be another's (a parent's): the link goes to the verified one.
  phone: '+919876543210',
  whatsAppLink: LINK,
};

beforeEach(() => storeAdminToken(freshAdminToken()));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('when a notice is to a customer without e-mail, then Send on WhatsApp opens the API’s link to the number they signed in with', async () => {
  stubApi({
    'GET /api/admin/messages': () =>
      new Response(JSON.stringify([phoneOnly]), {
        headers: { 'content-type': 'application/json', 'X-Total-Count': '1' },
      }),
  });
  renderScreen(<MessagesPage />, { path: '/dashboard/messages', route: '/dashboard/messages' });
  const card = await screen.findByRole('article');
  expect(within(card).getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', LINK);
  expect(within(card).getByText('+919812345678')).toBeInTheDocument();
});
