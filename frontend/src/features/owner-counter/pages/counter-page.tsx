import { useRef, useState } from 'react';
import { ManagerApprovalDialog } from '@/features/owner-session';
import { flushSync } from 'react-dom';
import type { Book, CounterSale } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { PageSection } from '@/components/ui/page-heading';
import { useGetShopQuery } from '@/features/shop';
import { useOwnerT } from '@/i18n/owner';
import { BuyerFields } from '../components/buyer-fields';
import { DaySales } from '../components/day-sales';
import { PaymentPanel } from '../components/payment-panel';
import { useReceiptPrinter } from '../components/print-receipt';
import { SaleLines } from '../components/sale-lines';
import { CompleteBar, SaleDone, SaleProblemBox } from '../components/sale-status';
import { ScanBox } from '../components/scan-box';
import { useCounterSale } from '../hooks/use-counter-sale';
import { useScanBox } from '../hooks/use-scan-box';
import { DayStrip } from '../day/day-strip';
import { FloatDialog } from '../day/float-dialog';
import { useCounterDay } from '../day/use-counter-day';
import { CounterScanner } from '../scanner/scan-routing';

/** The screen's parts wired together: a completed sale prints and hands the focus back to the scan box. */
function useCounter() {
  const { data: shop } = useGetShopQuery();
  const scanInput = useRef<HTMLInputElement>(null);
  const tenderedInput = useRef<HTMLInputElement>(null);
  const printer = useReceiptPrinter(shop);
  const [done, setDone] = useState<CounterSale | null>(null);
  const day = useCounterDay();
  const sale = useCounterSale((completed) => {
    setDone(completed);
    void printer.printSale(completed);
    scanInput.current?.focus();
  }, day.openFirst);
  const box = useScanBox({
    onBook: (book: Book) => {
      setDone(null);
      sale.change({ type: 'add', book });
    },
    onEmptyEnter: () => {
      if (sale.lines.length === 0) return;
      // The field must be on the page before it can take the focus.
      flushSync(() => sale.setPayment({ ...sale.payment, method: 'cash' }));
      tenderedInput.current?.focus();
    },
  });
  // After a dialog, a panel or a download the focus goes back to where a scanner types; a tick
  // later, as a closing dialog first gives the focus back to the button that opened it.
  const backToScan = () => setTimeout(() => scanInput.current?.focus(), 0);
  return { shop, scanInput, tenderedInput, printer, done, sale, box, backToScan, day };
}

function SaleColumn({ counter }: { counter: ReturnType<typeof useCounter> }) {
  const { t } = useOwnerT();
  const { shop, scanInput, tenderedInput, printer, done, sale, box, backToScan, day } = counter;
  return (
    <div className="space-y-4">
      <DayStrip day={day} onOpened={backToScan} />
      <Panel look="flat" padding="tight">
        <ScanBox box={box} inputRef={scanInput} />
      </Panel>
      <SaleDone
        sale={done}
        onReprint={() => done && void printer.printSale(done).finally(backToScan)}
        onBillDone={backToScan}
      />
      <Panel as="section" look="flat" padding="tight" aria-label={t('owner.counter.thisSale')}>
        <SaleLines lines={sale.lines} onChange={sale.change} onDone={() => scanInput.current?.focus()} />
      </Panel>
      <Panel as="section" look="flat" padding="tight">
        <PaymentPanel
          payment={sale.payment}
          onChange={sale.setPayment}
          total={sale.total}
          shop={shop}
          saleRef={sale.saleRef}
          tenderedRef={tenderedInput}
          onSubmit={() => void sale.complete()}
        >
          <BuyerFields
            // A new sale starts with fresh fields, none marked as left.
            key={sale.saleRef}
            idPrefix="counter"
            buyer={sale.buyer.buyer}
            onChange={sale.buyer.setBuyer}
            open={sale.buyer.open}
            onOpenChange={sale.buyer.setOpen}
            showProblems={sale.buyer.showProblems}
            focus={sale.buyer.focus}
            notice={sale.buyer.large ? t('owner.counter.buyer.largeBill') : undefined}
          />
        </PaymentPanel>
      </Panel>
      {sale.approving.question && (
        <ManagerApprovalDialog {...sale.approving.question} onAnswer={sale.approving.answer} />
      )}
      <SaleProblemBox problem={sale.problem} />
      <CompleteBar total={sale.total} busy={sale.busy} empty={sale.lines.length === 0} />
    </div>
  );
}

/**
 * The owner's counter for walk-in sales, keyboard first: scans, Enter on the empty scan box for
 * the cash tendered, and Enter again completes the sale, prints its receipt and starts the next.
 * One column on a phone, the day's sales beside the sale on a wide screen.
 */
export default function CounterPage() {
  const { t } = useOwnerT();
  const counter = useCounter();
  return (
    <CounterScanner scanBox={counter.scanInput} onSaleScan={counter.box.scan}>
      <PageSection title={t('owner.counter.heading')} className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <SaleColumn counter={counter} />
          <DaySales
            onReprint={(sold) => void counter.printer.printSale(sold).finally(counter.backToScan)}
            onPrintReturn={counter.printer.printReturn}
            onSettled={counter.backToScan}
          />
        </div>
        {counter.day.asking.question && (
          <FloatDialog
            question={counter.day.asking.question}
            onAnswer={(float) => {
              counter.day.asking.answer(float);
              if (float === null) counter.backToScan();
            }}
          />
        )}
        {counter.printer.sheet}
      </PageSection>
    </CounterScanner>
  );
}
