import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForScannerBursts } from './scanner-bursts';

let stopListening = () => {};

function setUp() {
  document.body.innerHTML = '<input id="scan" /><textarea id="reason"></textarea>';
  const scanBox = document.getElementById('scan') as HTMLInputElement;
  const reason = document.getElementById('reason') as HTMLTextAreaElement;
  const scans: string[] = [];
  const stop = listenForScannerBursts(document, {
    isScanBox: (target) => target === scanBox,
    onScan: (code) => scans.push(code),
    scriptedKeysToo: true,
  });
  stopListening = stop;
  return { scanBox, reason, scans, stop };
}

/**
 * Keys as a USB scanner sends them (a few ms apart) or as a person types (well over 50 ms apart),
 * each typed into the field unless a listener kept it out, as a browser would.
 */
function type(field: HTMLInputElement | HTMLTextAreaElement, keys: string, gapMs: number) {
  const presses = keys.match(/\{Enter\}|./g) ?? [];
  for (const press of presses) {
    vi.advanceTimersByTime(gapMs);
    const key = press === '{Enter}' ? 'Enter' : press;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    const typed = field.dispatchEvent(event);
    if (typed && key === 'Enter' && field instanceof HTMLTextAreaElement) field.value += '\n';
    else if (typed && key !== 'Enter') field.value += key;
  }
}

describe('a scanner typing into a field that is not the scan box', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => {
    stopListening();
    vi.useRealTimers();
  });

  it('when a burst of keys ends in Enter, then it is a scan and the field keeps what it had', () => {
    const { reason, scans, stop } = setUp();
    reason.value = 'torn';
    reason.focus();
    type(reason, '8901234567890{Enter}', 5);
    expect(scans).toEqual(['8901234567890']);
    expect(reason.value).toBe('torn');
    stop();
  });

  it('when one key of a scan comes late, as on a busy computer, then it is a scan all the same', () => {
    const { reason, scans, stop } = setUp();
    reason.focus();
    type(reason, '890123', 5);
    type(reason, '4', 90);
    type(reason, '567890{Enter}', 5);
    expect(scans).toEqual(['8901234567890']);
    expect(reason.value).toBe('');
    stop();
  });

  it('when a person types and presses Enter, then nothing is scanned and the text stays typed', () => {
    const { reason, scans, stop } = setUp();
    reason.focus();
    type(reason, 'wet box{Enter}', 120);
    expect(scans).toEqual([]);
    expect(reason.value).toBe('wet box\n');
    stop();
  });

  it('when a person types, then picks up the scanner and scans, then the typing stays and the scan is whole', () => {
    const { reason, scans, stop } = setUp();
    reason.focus();
    type(reason, 'torn', 120);
    vi.advanceTimersByTime(400);
    type(reason, '8901234567890{Enter}', 5);
    expect(scans).toEqual(['8901234567890']);
    expect(reason.value).toBe('torn');
    stop();
  });

  it('when a fast flurry ends without Enter, then every key lands in the field after all', () => {
    const { reason, scans, stop } = setUp();
    reason.focus();
    type(reason, 'abcdefg', 5);
    vi.advanceTimersByTime(200);
    expect(scans).toEqual([]);
    expect(reason.value).toBe('abcdefg');
    stop();
  });

  it('when the scan box has the focus, then its keys are left to it', () => {
    const { scanBox, scans, stop } = setUp();
    scanBox.focus();
    type(scanBox, '8901234567890{Enter}', 5);
    expect(scans).toEqual([]);
    expect(scanBox.value).toBe('8901234567890');
    stop();
  });
});
