import { useEffect, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import type { PrintJobUpload, PrintRates } from '@shop/backend/contract';
import { Loading } from '@/components/status';
import { QueryState } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/features/account';
import { useT } from '@/i18n';
import { useGetPrintRatesQuery } from '../api';
import { AddedToCart, AddPrintToCart } from '../components/add-print-to-cart';
import { PdfUpload } from '../components/pdf-upload';
import { PrintOptionsForm } from '../components/print-options-form';
import { QuotePanel } from '../components/quote-panel';
import { RateCard } from '../components/rate-card';
import { UploadedFile } from '../components/uploaded-file';
import { usePrintQuote } from '../hooks/use-print-quote';
import {
  DEFAULT_PRINT_OPTIONS,
  printOptionsResolver,
  toPrintChoice,
  type PrintOptionsContext,
  type PrintOptionsValues,
} from '../print-options';

/** Print & Copies: the rate card for anyone; upload, options and the server's price once signed in. */
export default function PrintPage() {
  const { t } = useT();
  const rates = useGetPrintRatesQuery();
  return (
    <div className="page-container max-w-4xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('print.heading')}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('print.intro')}</p>
      </div>
      <Card id="print-rates-heading" title={t('print.rates.heading')}>
        <QueryState query={rates} error={t('print.rates.error')}>
          {(rates) => <RateCard rates={rates} />}
        </QueryState>
      </Card>
      <DocumentAndPrice rates={rates.data} />
    </div>
  );
}

/** Uploading needs a signed-in customer: the file is theirs, and only they may see it. */
function DocumentAndPrice({ rates }: { rates: PrintRates | undefined }) {
  const { t } = useT();
  const { currentUser, settled, requireAuthState } = useAuth();
  const location = useLocation();
  const [job, setJob] = useState<PrintJobUpload | null>(null);
  // The file last put into the cart: the page says so while it waits for the next upload.
  const [addedFileName, setAddedFileName] = useState<string | null>(null);
  useEffect(requireAuthState, [requireAuthState]);

  function uploaded(next: PrintJobUpload) {
    setAddedFileName(null);
    setJob(next);
  }

  function addedToCart(added: PrintJobUpload) {
    setAddedFileName(added.fileName);
    setJob(null);
  }

  if (!settled) {
    return (
      <Card id="print-document-heading" title={t('print.document')}>
        <Loading />
      </Card>
    );
  }
  if (!currentUser) {
    return (
      <Card id="print-document-heading" title={t('print.document')}>
        <p className="text-slate-700">{t('print.logInText')}</p>
        <Link to="/login" state={{ from: location }} className="btn-primary mt-4">
          {t('print.logIn')}
        </Link>
      </Card>
    );
  }
  return (
    <>
      <Card id="print-document-heading" title={t('print.document')}>
        <div className="grid gap-5">
          <PdfUpload onUploaded={uploaded} />
          <div role="status">
            {job ? <UploadedFile job={job} /> : addedFileName && <AddedToCart fileName={addedFileName} />}
          </div>
        </div>
      </Card>
      {job && <OptionsAndQuote job={job} rates={rates} onAdded={() => addedToCart(job)} />}
    </>
  );
}

interface OptionsAndQuoteProps {
  job: PrintJobUpload;
  rates: PrintRates | undefined;
  onAdded: () => void;
}

function OptionsAndQuote({ job, rates, onAdded }: OptionsAndQuoteProps) {
  const { t } = useT();
  const form = useForm<PrintOptionsValues, PrintOptionsContext>({
    mode: 'onChange',
    defaultValues: DEFAULT_PRINT_OPTIONS,
    resolver: printOptionsResolver,
    context: { documentPages: job.pages },
  });
  const { control, getValues, trigger } = form;
  const values: PrintOptionsValues = { ...DEFAULT_PRINT_OPTIONS, ...useWatch({ control }) };
  const choice = toPrintChoice(job._id, values, job.pages);
  const quote = usePrintQuote(choice);

  // Another file keeps the options, but a range typed for the last one may not fit this one.
  useEffect(() => {
    if (getValues('range').trim()) void trigger('range');
  }, [job.pages, getValues, trigger]);

  return (
    <>
      <Card id="print-options-heading" title={t('print.options.heading')}>
        <FormProvider {...form}>
          <PrintOptionsForm documentPages={job.pages} rates={rates} />
        </FormProvider>
      </Card>
      <QuotePanel state={quote}>
        {choice && quote.quote && (
          <AddPrintToCart job={job} choice={choice} quote={quote.quote} onAdded={onAdded} />
        )}
      </QuotePanel>
    </>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" padding="lg" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Panel>
  );
}
