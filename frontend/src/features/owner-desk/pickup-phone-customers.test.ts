import { expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { whatsAppLink } from './pickup';

const ready = makeOrder('a1', '2025-11-20T04:30:00.000Z', {
  status: 'ready',
  holdUntil: '2025-11-25T18:29:59.999Z',
});

it('when a ready order’s customer has no e-mail, then the desk’s WhatsApp link is the API’s, to the number they signed in with', () => {
  const link = `https://wa.me/919812345678?text=${encodeURIComponent('नमस्ते Meena जी,')}`;
  const phoneOnly = { ...ready, email: '', verifiedPhone: '+919812345678', whatsAppLink: link };
  expect(whatsAppLink(phoneOnly, undefined)).toBe(link);
  // Any other order is told the desk's own words at the number typed for pickup, as before.
  expect(whatsAppLink(ready, undefined)).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello%20Asha%20Rao/);
});
