import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useOwnerT } from '@/i18n/owner';
import { listenForScannerBursts } from './scanner-bursts';

/** What takes a scan made while a dialog is open: the Return dialog picks the scanned item's line. */
export type ScanTaker = (code: string) => void;

interface ScanRouting {
  /** Makes `taker` the open dialog's taker; returns what takes it away again. */
  register: (taker: ScanTaker) => () => void;
}

const ScanRoutingContext = createContext<ScanRouting | null>(null);

/** How long a scan nobody takes is said: long enough to read, gone before the next one. */
const IGNORED_MS = 2500;

/**
 * The counter's scanner, wherever the focus is. A burst of keys outside the scan box is a scan, not
 * typing: in a dialog it goes to the dialog that takes scans, or is refused with a short word in the
 * dialog itself; elsewhere on the counter (the cash tendered, the buyer's fields) it is added to the
 * sale, as it would have been from the scan box, which then has the focus again.
 */
export function CounterScanner({
  scanBox,
  onSaleScan,
  children,
}: {
  scanBox: RefObject<HTMLInputElement | null>;
  onSaleScan: (code: string) => void;
  children: ReactNode;
}) {
  const takerRef = useRef<ScanTaker | null>(null);
  const [ignored, setIgnored] = useState<{ at: number } | null>(null);
  const onSaleScanRef = useRef(onSaleScan);
  useEffect(() => {
    onSaleScanRef.current = onSaleScan;
  }, [onSaleScan]);

  useEffect(
    () =>
      listenForScannerBursts(document, {
        isScanBox: (target) => target === scanBox.current,
        onScan: (code) => {
          if (document.querySelector('dialog[open]')) {
            if (takerRef.current) takerRef.current(code);
            else setIgnored({ at: Date.now() });
            return;
          }
          onSaleScanRef.current(code);
          scanBox.current?.focus();
        },
      }),
    [scanBox],
  );

  useEffect(() => {
    if (!ignored) return;
    const timer = setTimeout(() => setIgnored(null), IGNORED_MS);
    return () => clearTimeout(timer);
  }, [ignored]);

  const routing = useMemo<ScanRouting>(
    () => ({
      register(taker) {
        takerRef.current = taker;
        return () => {
          if (takerRef.current === taker) takerRef.current = null;
        };
      },
    }),
    [],
  );

  return (
    <ScanRoutingContext.Provider value={routing}>
      {children}
      {ignored && <IgnoredScan key={ignored.at} />}
    </ScanRoutingContext.Provider>
  );
}

/** Said inside the open dialog, where the owner is looking, as the page behind it is inert. */
function IgnoredScan() {
  const { t } = useOwnerT();
  const dialog = document.querySelector('dialog[open] form') ?? document.body;
  return createPortal(
    <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950">
      {t('owner.counter.scan.ignoredInDialog')}
    </p>,
    dialog,
  );
}

/** Makes this dialog the taker of scans while it is mounted; outside the counter, scans are not routed. */
export function useScanTaker(taker: ScanTaker): void {
  const routing = useContext(ScanRoutingContext);
  const latest = useRef(taker);
  useEffect(() => {
    latest.current = taker;
  }, [taker]);
  useEffect(() => routing?.register((code) => latest.current(code)), [routing]);
}
