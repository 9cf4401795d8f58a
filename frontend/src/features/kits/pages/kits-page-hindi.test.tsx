import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { stubApi } from '@/test/api-stub';
import { KIT_ID, KIT_SCHOOLS, makeKitView } from '@/test/kits';
import { renderScreen } from '@/test/render';
import KitsPage from './kits-page';

vi.mock('@/components/dialogs', () => ({ showToast: vi.fn(async () => {}) }));

beforeEach(() => {
  activateCatalog('hi', hindi);
  // The fixtures' lists are for 2026-27: the page is read during that school year.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00+05:30'));
});
afterEach(() => {
  vi.useRealTimers();
  activateCatalog('en', english);
  vi.unstubAllGlobals();
});

describe('KitsPage in Hindi', () => {
  it('when a parent reads Hindi, then the pickers, the list, the price and Add to cart are in Hindi', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/kits/schools': { schools: KIT_SCHOOLS },
      [`GET /api/kits/${KIT_ID}`]: makeKitView({ available: 3 }, { notebook: { stock: 27 } }),
    });
    renderScreen(<KitsPage />, { path: '/kits', route: '/kits' });

    expect(screen.getByRole('heading', { name: 'स्कूल किट', level: 1 })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('स्कूल'), "St. Xavier's");
    expect(screen.getByRole('group', { name: 'कक्षा' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Class 5' }));

    expect(await screen.findByText('सत्र 2026-27')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'सामान की लिस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Single-line notebook' })).toHaveAccessibleDescription(
      /9 नग · एक का ₹40\.00 ज़रूरी/,
    );
    expect(screen.getByRole('checkbox', { name: 'Geometry box' })).toHaveAccessibleDescription(/वैकल्पिक/);
    expect(screen.getByText('एक किट का दाम')).toBeInTheDocument();
    expect(screen.getByTestId('kit-price')).toHaveTextContent('₹560.00');
    expect(screen.getByText('सिर्फ़ 3 किट बची हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeEnabled();
    // Nothing of the English screen is left over.
    expect(
      screen.queryByText(/School year|Choose|Required|Optional|Add to cart|kits left|Price/),
    ).not.toBeInTheDocument();
  });
});
