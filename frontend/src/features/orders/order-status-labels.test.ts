import { afterEach, describe, expect, it } from 'vitest';
import { customerStatusLabel, formatIndiaDay } from './order-status-labels';

const browserZone = process.env.TZ;
afterEach(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('formatIndiaDay', () => {
  it.each([
    // The end of 25 Nov in India (as holdUntil is sent) is already 26 Nov east of India.
    ['Pacific/Kiritimati', '2025-11-25T18:29:59.999Z', '25 Nov'],
    ['Asia/Tokyo', '2025-11-25T18:29:59.999Z', '25 Nov'],
    // 01:30 on 25 Nov in India is still 24 Nov in UTC and west of it.
    ['UTC', '2025-11-24T20:00:00.000Z', '25 Nov'],
    ['America/Los_Angeles', '2025-11-24T20:00:00.000Z', '25 Nov'],
    ['Europe/London', '2025-09-05T18:29:59.999Z', '5 Sep'],
  ])('when the browser is in %s and the instant is %s, then it reads the India day %s', (zone, iso, day) => {
    process.env.TZ = zone;
    expect(formatIndiaDay(iso)).toBe(day);
  });

  it('when the instant is not a date, then there is none to show', () => {
    expect(formatIndiaDay('soon')).toBeNull();
  });
});

describe('customerStatusLabel', () => {
  it('when an order is ready with a hold date, then it says "Ready - collect by" the India day', () => {
    expect(customerStatusLabel({ status: 'ready', holdUntil: '2025-11-25T18:29:59.999Z' })).toBe(
      'Ready - collect by 25 Nov',
    );
  });

  it('when an order is not ready, or ready without a hold date, then it keeps the status name', () => {
    expect(customerStatusLabel({ status: 'placed', holdUntil: null })).toBe('Placed');
    expect(customerStatusLabel({ status: 'ready', holdUntil: null })).toBe('Ready for pickup');
    expect(customerStatusLabel({ status: 'collected', holdUntil: '2025-11-25T18:29:59.999Z' })).toBe(
      'Collected',
    );
    expect(customerStatusLabel({ status: 'cancelled', holdUntil: null })).toBe('Cancelled');
  });
});
