import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  PRINT_WAITING_FILES_MAX,
  type PrintJobChoice,
  type PrintJobUpload,
  type PrintQuote,
} from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { addPrintJob, hasRoomForPrintJob, type CartState } from '@/features/cart';
import { useT } from '@/i18n';

interface AddPrintToCartProps {
  job: PrintJobUpload;
  /** The options the quote is for. */
  choice: PrintJobChoice;
  quote: PrintQuote;
  onAdded: () => void;
}

/** Puts the file, its options and the server's quote for them into the cart as one line. */
export function AddPrintToCart({ job, choice, quote, onAdded }: AddPrintToCartProps) {
  const { t } = useT();
  const dispatch = useDispatch();
  const hasRoom = useSelector((state: { cart: CartState }) => hasRoomForPrintJob(state.cart, job._id));

  if (!hasRoom) {
    return (
      <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('print.cartFull.before', { max: PRINT_WAITING_FILES_MAX })}{' '}
        <Link to="/cart" className="font-semibold underline">
          {t('print.cartFull.link')}
        </Link>{' '}
        {t('print.cartFull.after')}
      </p>
    );
  }

  function add() {
    const { jobId, ...options } = choice;
    dispatch(addPrintJob({ jobId, fileName: job.fileName, documentPages: job.pages, options, quote }));
    onAdded();
  }

  return <Button className="w-full sm:w-auto sm:min-w-40" label={t('print.addToCart')} onClick={add} />;
}

/**
 * Said once a file went into the cart, where the page is ready for the next upload. The button
 * that added it was further down and is gone, so on a phone the page brings this into view.
 */
export function AddedToCart({ fileName }: { fileName: string }) {
  const { t } = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    box.current?.focus({ preventScroll: true });
  }, [fileName]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 focus:outline-none"
    >
      <p className="font-medium text-emerald-800">{t('print.added')}</p>
      <p className="mt-1 [overflow-wrap:anywhere] text-slate-900">{fileName}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <Link to="/cart" className="btn-primary min-h-11">
          {t('print.viewCart')}
        </Link>
        <span>{t('print.uploadAnother')}</span>
      </div>
    </div>
  );
}
