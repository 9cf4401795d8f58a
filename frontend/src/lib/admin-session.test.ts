import { describe, expect, it } from 'vitest';
import { adminToken } from '@/test/admin-token';
import { isAdminTokenValid } from './admin-session';

describe('isAdminTokenValid', () => {
  const now = Date.UTC(2026, 10, 23, 12, 0, 0);
  const inSeconds = (offset: number) => Math.floor(now / 1000) + offset;

  it('when the token expires later, then it is valid', () => {
    expect(isAdminTokenValid(adminToken({ exp: inSeconds(60) }), now)).toBe(true);
  });

  it('when its exp has passed or is this instant, then it is not', () => {
    expect(isAdminTokenValid(adminToken({ exp: inSeconds(-1) }), now)).toBe(false);
    expect(isAdminTokenValid(adminToken({ exp: inSeconds(0) }), now)).toBe(false);
  });

  it('when there is no token or it cannot be read, then it is not', () => {
    expect(isAdminTokenValid(null, now)).toBe(false);
    expect(isAdminTokenValid('', now)).toBe(false);
    expect(isAdminTokenValid('header.%%%.signature', now)).toBe(false);
  });
});
