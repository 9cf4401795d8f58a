import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import TermsPage from './terms-page';

afterEach(() => vi.unstubAllGlobals());

describe('TermsPage', () => {
  it('when it opens, then pickup, holds, cancelling, returns, print jobs and privacy are each a part, with the shop’s own figures', async () => {
    stubApi({
      'GET /api/shop': {
        name: 'Saraswati Books',
        address: '12 MG Road, Nagpur',
        email: 'shop@example.in',
        phone: '+919812345678',
        mapsUrl: 'https://maps.example/shop',
        hours: 'Mon-Sat 9:00 AM - 8:00 PM, Sunday closed',
        readyHours: 3,
        holdDays: 5,
        currency: 'INR',
        socialLinks: { facebook: '', instagram: '' },
      },
    });
    renderScreen(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Shopping Policy' })).toBeInTheDocument();
    for (const part of [
      'Collecting your order',
      'How long we hold it',
      'Cancelling',
      'Returns and exchanges',
      'Print jobs',
      'Your details',
    ])
      expect(screen.getByRole('region', { name: part })).toBeInTheDocument();
    expect(await screen.findByText(/We keep a ready order for 5 days/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveTextContent('shop@example.in');
  });
});
