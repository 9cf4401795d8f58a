import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAdminToken } from '@/lib/admin-session';
import { freshAdminToken } from '@/test/admin-token';
import { stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { LockedStaffNotice } from './locked-staff-notice';

const member = (name: string, lockedUntil: string | null, active = true) => ({
  _id: `st-${name}`,
  name,
  role: 'cashier',
  active,
  lockedUntil,
  createdAt: '2026-11-01T04:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('LockedStaffNotice', () => {
  it('when wrong PINs have locked a member out, then the owner is told who and until when, and where to set a new PIN', async () => {
    storeAdminToken(freshAdminToken());
    const later = new Date(Date.now() + 10 * 60_000).toISOString();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    stubApi({
      'GET /api/staff': [member('Meena', later), member('Ravi', earlier), member('Old', later, false)],
    });
    renderScreen(<LockedStaffNotice />, { path: '/dashboard' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      /^Meena typed too many wrong PINs and is locked out until .+\.Set a new PIN/,
    );
    expect(notice).not.toHaveTextContent('Ravi');
    expect(notice).not.toHaveTextContent('Old');
    expect(screen.getByRole('link', { name: 'Set a new PIN on the Staff page' })).toHaveAttribute(
      'href',
      '/dashboard/staff',
    );
  });
});
