import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { PrintQuote } from '@shop/backend/contract';
import { Panel } from '@/components/ui/panel';
import { serverMessage } from '@/lib/fetch-errors';
import { FormProblem } from '@/components/ui/form-field';
import { useT } from '@/i18n';

export interface QuoteState {
  /** False while an option will not do: there is nothing to price. */
  valid: boolean;
  /** Waiting for the options to settle, or for the server's answer. */
  working: boolean;
  /** The server's quote for the options as they are now. */
  quote: PrintQuote | undefined;
  /** The copies those options ask for: the quote's pages are those of one copy. */
  copies: number;
  error: FetchBaseQueryError | SerializedError | undefined;
}

/**
 * The server's price for the options chosen; the browser never works it out itself. `children`
 * (what to do with the price) shows only beside a price for the options as they are now.
 */
export function QuotePanel({ state, children }: { state: QuoteState; children?: ReactNode }) {
  const { t } = useT();
  return (
    <Panel as="section" padding="lg" aria-labelledby="print-price-heading">
      <h2 id="print-price-heading" className="text-xl font-semibold text-slate-900">
        {t('print.quote.heading')}
      </h2>
      <div className="mt-4">
        <QuoteBody state={state}>{children}</QuoteBody>
      </div>
    </Panel>
  );
}

function QuoteBody({
  state: { valid, working, quote, copies, error },
  children,
}: {
  state: QuoteState;
  children?: ReactNode;
}) {
  const { t, money, number } = useT();
  if (!valid) {
    return <p className="text-slate-600">{t('print.quote.invalid')}</p>;
  }
  if (working) {
    return (
      <p role="status" className="text-slate-600">
        {t('print.quote.working')}
      </p>
    );
  }
  if (error) {
    return <FormProblem>{serverMessage(error) ?? t('print.quote.failed')}</FormProblem>;
  }
  if (!quote) return null;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          label={t('print.quote.pages')}
          value={
            copies > 1
              ? t('print.quote.pagesTimesCopies', { pages: number(quote.pages), copies })
              : number(quote.pages)
          }
        />
        <Figure label={t('print.quote.sheets')} value={number(quote.sheets)} />
        <Figure label={t('print.quote.heading')} value={money(quote.price)} strong />
      </dl>
      {children && <div className="mt-5">{children}</div>}
    </>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`rounded-lg p-4 ${strong ? 'bg-brand-50' : 'bg-slate-50'}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`mt-1 tabular-nums ${strong ? 'text-2xl font-bold text-brand-700' : 'text-xl font-semibold text-slate-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}
