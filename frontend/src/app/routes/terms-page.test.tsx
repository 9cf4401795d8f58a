import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { makeShop } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import TermsPage from './terms-page';

afterEach(() => vi.unstubAllGlobals());

describe('TermsPage', () => {
  it('when it opens, then pickup, holds, cancelling, returns, print jobs and privacy are each a part, with the shop’s own figures', async () => {
    stubApi({
      'GET /api/shop': makeShop({ address: '12 MG Road, Nagpur', readyHours: 3, holdDays: 5 }),
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
