/**
 * A USB scanner types its code as keys a few milliseconds apart, then Enter, into whatever has the
 * focus. Outside the scan box that would type a barcode into a dialog's reason or a price. This
 * tells such a burst from a person typing, keeps it out of the field, and hands the code on.
 *
 * The first keys of a burst cannot be told from typing, so they reach the field; once keys keep
 * coming faster than a person types, the rest are held back, and the Enter that ends the burst puts
 * the field back as it was before the burst began. A fast flurry that ends without Enter was a
 * person after all: the keys held back are typed into the field as they would have been.
 */

/**
 * A scanner's keys come this close together on average, or closer (a person's fastest run of keys
 * averages some 100 ms). The average, not each gap, decides: a busy computer delays a key now and
 * then, and a scan must not fall apart for one late key.
 */
export const SCAN_MEAN_GAP_MS = 50;
/** A pause longer than this ends any burst: what follows is typing, or another scan. */
export const BURST_PAUSE_MS = 150;
/** A burst is a scan only once this many keys came that fast: no barcode is shorter. */
export const SCAN_MIN_LENGTH = 4;

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** Sets a field's value as typing would, so React's controlled inputs hear of it. */
export function setFieldValue(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

interface Burst {
  field: Field | null;
  /** The field's value before the burst's first key. */
  before: string;
  code: string;
  /** Keys kept out of the field, to type after all should no Enter come. */
  held: string;
  first: number;
  last: number;
}

export interface ScannerBurstOptions {
  /** Whether keys on this target are the scan box's own (it takes scans as typing). */
  isScanBox: (target: EventTarget | null) => boolean;
  onScan: (code: string) => void;
  /**
   * Whether keys a script sends count too. A scanner is hardware, so by default only the browser's
   * own (trusted) key events are watched; scripted typing, as in tests of the forms, is typing.
   */
  scriptedKeysToo?: boolean;
}

/** Listens on `root` (capturing, before any field's handlers) and returns what stops listening. */
export function listenForScannerBursts(root: Document, options: ScannerBurstOptions): () => void {
  let burst: Burst | null = null;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const goingOn = (at: number) => burst !== null && at - burst.last <= BURST_PAUSE_MS;
  /** Whether the burst, with a key at `at` added, came as fast as a scanner types. */
  const scannerFast = (current: Burst, at: number) =>
    (at - current.first) / current.code.length <= SCAN_MEAN_GAP_MS;

  /** No Enter came: a person typed quickly. What was held back goes into the field after all. */
  function flush() {
    if (burst?.held && burst.field?.isConnected) setFieldValue(burst.field, burst.field.value + burst.held);
    burst = null;
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!event.isTrusted && !options.scriptedKeysToo) return;
    if (options.isScanBox(event.target)) return;
    const at = event.timeStamp;
    clearTimeout(flushTimer);
    if (event.key === 'Enter') {
      if (burst && goingOn(at) && burst.code.length >= SCAN_MIN_LENGTH && scannerFast(burst, at)) {
        event.preventDefault();
        event.stopPropagation();
        if (burst.field?.isConnected) setFieldValue(burst.field, burst.before);
        const { code } = burst;
        burst = null;
        options.onScan(code);
        return;
      }
      flush();
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
      flush();
      return;
    }
    if (!burst || !goingOn(at)) {
      flush();
      const field = isField(event.target) ? event.target : null;
      burst = { field, before: field?.value ?? '', code: event.key, held: '', first: at, last: at };
    } else {
      // The first keys reach the field; from then on, keys as fast as a scanner's are held back.
      if (burst.held || (burst.code.length >= SCAN_MIN_LENGTH - 1 && scannerFast(burst, at))) {
        event.preventDefault();
        burst.held += event.key;
      }
      burst.code += event.key;
      burst.last = at;
    }
    flushTimer = setTimeout(flush, BURST_PAUSE_MS);
  }

  root.addEventListener('keydown', onKeyDown, true);
  return () => {
    clearTimeout(flushTimer);
    root.removeEventListener('keydown', onKeyDown, true);
  };
}
