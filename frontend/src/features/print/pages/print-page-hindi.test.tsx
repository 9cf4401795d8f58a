import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import PrintPage from './print-page';

beforeEach(() => activateCatalog('hi', hindi));
afterEach(() => {
  activateCatalog('en', english);
  vi.unstubAllGlobals();
});

describe('PrintPage in Hindi', () => {
  it('when a visitor reads Hindi, then the page, the rate card and the way to log in are in Hindi', async () => {
    stubApi({
      'GET /api/print-rates': {
        bwSingle: 2,
        bwDouble: 1.5,
        colourSingle: 10,
        colourDouble: 9,
        binding: { none: 0, staple: 5, spiral: 40 },
      },
    });
    renderScreen(<PrintPage />, { path: '/print' });

    expect(screen.getByRole('heading', { name: 'प्रिंट और फ़ोटोकॉपी', level: 1 })).toBeInTheDocument();
    const rates = screen.getByRole('region', { name: 'हमारे रेट' });
    const table = await within(rates).findByRole('table', { name: 'हर छपी साइड का रेट' });
    expect(within(table).getByRole('columnheader', { name: 'दोनों तरफ़' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'कलर ₹10.00 ₹9.00' })).toBeInTheDocument();
    expect(within(rates).getByText('स्पाइरल').nextSibling).toHaveTextContent('₹40.00');
    const document = screen.getByRole('region', { name: 'आपकी फ़ाइल' });
    expect(within(document).getByRole('link', { name: 'लॉग इन करके अपलोड करें' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
