import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('is 24 hex characters, as a MongoDB ObjectId, and never repeats', () => {
    const ids = Array.from({ length: 20_000 }, newId);
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by the second it was made, so new rows land at the end of an index', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const earlier = Array.from({ length: 50 }, newId);
    vi.setSystemTime(new Date('2026-11-24T10:00:01Z'));
    const later = Array.from({ length: 50 }, newId);
    expect(earlier.every((early) => later.every((late) => early < late))).toBe(true);
    expect(earlier[0]!.slice(0, 8)).toBe((Date.parse('2026-11-24T10:00:00Z') / 1000).toString(16));
  });
});
