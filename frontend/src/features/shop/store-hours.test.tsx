import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalog } from '@/i18n';
import english from '@/i18n/locales/en/index.ts';
import hindi from '@/i18n/locales/hi/index.ts';
import { STORE_HOURS } from '@shop/backend/contract';
import { useStoreHours } from './store-hours';

afterEach(() => activateCatalog('en', english));

describe('useStoreHours', () => {
  it('when the hours are the contract’s, then English shows them exactly and Hindi in its own words', () => {
    const { result } = renderHook(() => useStoreHours(STORE_HOURS));
    expect(result.current).toEqual({
      lines: ['Mon-Sat 9:00 AM - 8:00 PM', 'Sunday closed'],
      text: STORE_HOURS,
    });

    act(() => activateCatalog('hi', hindi));
    expect(result.current).toEqual({
      lines: ['सोम–शनि सुबह 9 से रात 8 बजे तक', 'रविवार बंद'],
      text: 'सोम–शनि सुबह 9 से रात 8 बजे तक, रविवार बंद',
    });
  });

  it('when the owner set hours of their own, then they show as written, in either language', () => {
    activateCatalog('hi', hindi);
    const { result } = renderHook(() => useStoreHours('Daily 10 AM - 7 PM, Tuesday closed'));
    expect(result.current).toEqual({
      lines: ['Daily 10 AM - 7 PM', 'Tuesday closed'],
      text: 'Daily 10 AM - 7 PM, Tuesday closed',
    });
  });
});
