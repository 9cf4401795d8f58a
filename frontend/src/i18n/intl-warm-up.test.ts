import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_UP_LIMIT_MS, warmUpIntl } from './intl-warm-up';

type Behaviour = 'answers' | 'fails' | 'stays silent' | 'cannot start';

/** A stand-in for the browser's Worker that behaves as told, recording what it was sent. */
function installWorker(behaviour: Behaviour) {
  const sent: unknown[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    constructor() {
      if (behaviour === 'cannot start') throw new DOMException('blocked', 'SecurityError');
    }
    postMessage(data: unknown) {
      sent.push(data);
      if (behaviour === 'answers') queueMicrotask(() => this.onmessage?.(new MessageEvent('message')));
      if (behaviour === 'fails') queueMicrotask(() => this.onerror?.(new ErrorEvent('error')));
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { sent };
}

describe('warming up number formatting before the first screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('when the worker answers, then the app goes on at once, having asked for the page’s locale', async () => {
    const worker = installWorker('answers');
    await warmUpIntl('hi-IN');
    expect(worker.sent).toEqual(['hi-IN']);
  });

  it('when the worker fails or cannot start, then the app still starts', async () => {
    installWorker('fails');
    await expect(warmUpIntl('en-IN')).resolves.toBeUndefined();
    installWorker('cannot start');
    await expect(warmUpIntl('en-IN')).resolves.toBeUndefined();
  });

  it('when the worker never answers, then the app waits no longer than the limit', async () => {
    vi.useFakeTimers();
    installWorker('stays silent');
    let started = false;
    void warmUpIntl('en-IN').then(() => (started = true));
    await vi.advanceTimersByTimeAsync(WARM_UP_LIMIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
