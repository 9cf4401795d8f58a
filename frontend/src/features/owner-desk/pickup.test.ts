import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import { deskOrdersParams } from './api';
import { deskSearch } from './hooks/use-desk-params';
import { printLine } from './testing/desk-api';
import {
  deskStatusLabel,
  formatHoldDate,
  isOverdue,
  itemsSummary,
  parseDeskTab,
  parsePage,
  paymentSummary,
  readyMessage,
  referenceProblem,
  unprintedJobs,
} from './pickup';

describe('the desk’s URL', () => {
  it('when the URL has an unknown status, then all orders are shown', () => {
    expect(parseDeskTab('overdue')).toBe('overdue');
    expect(parseDeskTab('awaiting')).toBe('all');
    expect(parseDeskTab('shipped')).toBe('all');
    expect(parseDeskTab(null)).toBe('all');
  });

  it('when the page is not a whole number from 1, then page 1 is shown', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it('when a view is written to the URL, then its defaults are left out', () => {
    expect(deskSearch({ tab: 'all', q: '', page: 1 })).toBe('');
    expect(deskSearch({ tab: 'ready', q: ' k7m2qx ', page: 3 })).toBe('?status=ready&q=k7m2qx&page=3');
  });

  it('when a page is asked of the API, then it goes by 50 with the tab and search only when set', () => {
    expect(deskOrdersParams({ status: 'all', q: '  ', page: 1 })).toEqual({ limit: '50', offset: '0' });
    expect(deskOrdersParams({ status: 'overdue', q: 'Asha', page: 3 })).toEqual({
      status: 'overdue',
      q: 'Asha',
      limit: '50',
      offset: '100',
    });
  });
});

describe('holds and payments', () => {
  const ready = makeOrder('a1', '2025-11-20T04:30:00.000Z', {
    status: 'ready',
    holdUntil: '2025-11-25T18:29:59.999Z',
  });

  it('when a hold ends at midnight India time, then its day is India’s, not UTC’s', () => {
    expect(formatHoldDate('2025-11-25T18:29:59.999Z')).toBe('25 Nov');
    expect(formatHoldDate('2025-11-25T18:30:00.000Z')).toBe('26 Nov');
    expect(formatHoldDate('2025-09-01T00:00:00.000Z')).toBe('1 Sep');
  });

  it('when a ready order’s hold has ended, then it is overdue; before that, or when not ready, it is not', () => {
    const end = Date.parse(ready.holdUntil!);
    expect(isOverdue(ready, end)).toBe(false);
    expect(isOverdue(ready, end + 1)).toBe(true);
    expect(isOverdue({ ...ready, status: 'collected' }, end + 1)).toBe(false);
    expect(isOverdue({ ...ready, holdUntil: null }, end + 1)).toBe(false);
    expect(deskStatusLabel(ready, end)).toBe('Ready - collect by 25 Nov');
    expect(deskStatusLabel(ready, end + 1)).toBe('Overdue');
    expect(deskStatusLabel({ ...ready, status: 'placed', holdUntil: null }, end)).toBeUndefined();
  });

  it('when a payment is summed up, then its method is named and its reference added when there is one', () => {
    expect(paymentSummary({ method: 'cash', reference: null })).toBe('Cash');
    expect(paymentSummary({ method: 'upi', reference: '412345678901' })).toBe('UPI, ref. 412345678901');
    expect(paymentSummary({ method: 'card' })).toBe('Card');
  });

  it('when a reference is typed, then it is checked as the API checks it', () => {
    expect(referenceProblem('')).toBeNull();
    expect(referenceProblem('UTR 4123-4567/89_0.1')).toBeNull();
    expect(referenceProblem('x'.repeat(40))).toBeNull();
    expect(referenceProblem('x'.repeat(41))).toMatch(/at most 40/);
    expect(referenceProblem('#1')).toMatch(/letters, digits/);
  });

  it('when the ready message is written, then it carries the pickup code and the hold date', () => {
    const text = readyMessage(ready, undefined);
    expect(text).toContain('your order a1 is ready for pickup');
    expect(text).toContain('Your pickup code: K7M2QX.');
    expect(text).toContain('We hold it for you until 25 Nov.');
    expect(readyMessage({ ...ready, holdUntil: null }, undefined)).not.toContain('hold it');
  });
});

describe('books and print jobs in an order', () => {
  const book = { bookId: 'b1', title: 'Pencil box', price: 120, coverImage: 'pencil.png', quantity: 3 };

  it('when an order is summed up, then books count by units and print jobs by jobs', () => {
    expect(itemsSummary([book])).toBe('3 units');
    expect(itemsSummary([{ ...book, quantity: 1 }])).toBe('1 unit');
    expect(itemsSummary([book, printLine()])).toBe('3 units, 1 print job');
    expect(itemsSummary([printLine({ jobId: 'p1' }), printLine({ jobId: 'p2' })])).toBe('2 print jobs');
    expect(itemsSummary([])).toBe('0 units');
  });

  it('when some jobs are ticked Printed, then only the others are left to print', () => {
    const left = printLine({ jobId: 'p2', printed: false });
    const order = { lines: [book, printLine({ jobId: 'p1', printed: true }), left] };
    expect(unprintedJobs(order)).toEqual([left]);
    expect(unprintedJobs({ lines: [book] })).toEqual([]);
  });
});
