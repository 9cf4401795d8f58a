import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error';

const pen = { productId: 'p1', title: 'Blue Gel Pen', requested: 5, available: 2 };

describe('readApiError', () => {
  it('when the API sends its envelope, then status, code, message, issues and details are read', () => {
    const error = {
      status: 409,
      data: { error: { code: 'out_of_stock', message: 'Not enough stock.', items: [pen], jobIds: ['j1'] } },
    };
    expect(readApiError(error)).toEqual({
      kind: 'refusal',
      status: 409,
      code: 'out_of_stock',
      message: 'Not enough stock.',
      issues: [],
      details: { items: [pen], jobIds: ['j1'] },
    });
  });

  it('when issues or details are malformed, then those are left out and a listed path is joined', () => {
    const issues = [{ path: ['binding', 'staple'], message: 'too high' }, 7, { path: 'sku' }];
    const error = { status: 400, data: { error: { code: 'validation', message: 'No', issues, report: {} } } };
    expect(readApiError(error)).toMatchObject({
      issues: [{ path: 'binding.staple', message: 'too high' }],
      details: {},
    });
  });

  it('when the answer is not the envelope, then only its status is known', () => {
    const proxyPage = {
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>',
      error: 'bad json',
    } as const;
    expect(readApiError(proxyPage)).toEqual({
      kind: 'refusal',
      status: 502,
      code: null,
      message: null,
      issues: [],
      details: {},
    });
    expect(readApiError({ status: 418, data: { error: { code: 'teapot' } } })).toMatchObject({ code: null });
  });

  it('when nothing answered, then it is a network failure', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      kind: 'network',
      status: 'FETCH_ERROR',
    });
    expect(readApiError({ status: 'TIMEOUT_ERROR', error: 'slow' })).toEqual({
      kind: 'network',
      status: 'TIMEOUT_ERROR',
    });
    expect(readApiError({ message: 'boom' })).toEqual({ kind: 'network', status: 'FETCH_ERROR' });
  });
});
