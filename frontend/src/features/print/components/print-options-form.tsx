import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  PRINT_BINDINGS,
  PRINT_COLOURS,
  PRINT_COPIES_MAX,
  PRINT_SIDES,
  type PrintBinding,
  type PrintColour,
  type PrintRates,
  type PrintSides,
} from '@shop/backend/contract';
import { CountField, FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useT, type MessageId } from '@/i18n';
import type { PrintOptionsValues } from '../print-options';
import { printProblemText } from '../print-problems';

const COLOUR_LABELS: Record<PrintColour, MessageId> = { bw: 'print.bw', colour: 'print.colour' };
const SIDES_LABELS: Record<PrintSides, MessageId> = { single: 'print.single', double: 'print.double' };
const BINDING_LABELS: Record<PrintBinding, MessageId> = {
  none: 'print.options.noBinding',
  staple: 'print.staple',
  spiral: 'print.spiral',
};

/**
 * How the customer wants the file printed. Rendered inside a FormProvider; the page watches the
 * values to ask for the price, so the form itself is never submitted.
 */
export function PrintOptionsForm({ documentPages, rates }: { documentPages: number; rates?: PrintRates }) {
  const { t, money } = useT();
  const { register } = useFormContext<PrintOptionsValues>();
  const registered = useRegisteredField<PrintOptionsValues>();
  const field = (name: 'copies' | 'range') => {
    const props = registered(name);
    return { ...props, error: props.error && printProblemText(t, props.error) };
  };
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceGroup legend={t('print.options.colourLegend')}>
          {PRINT_COLOURS.map((colour) => (
            <Choice key={colour} id={`print-colour-${colour}`} label={t(COLOUR_LABELS[colour])}>
              <input id={`print-colour-${colour}`} type="radio" value={colour} {...register('colour')} />
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={t('print.options.sidesLegend')}>
          {PRINT_SIDES.map((sides) => (
            <Choice key={sides} id={`print-sides-${sides}`} label={t(SIDES_LABELS[sides])}>
              <input id={`print-sides-${sides}`} type="radio" value={sides} {...register('sides')} />
            </Choice>
          ))}
        </ChoiceGroup>
      </div>
      <div className="grid gap-6 sm:grid-cols-[1fr_2fr]">
        <CountField
          id="print-copies"
          label={t('print.options.copies')}
          min={1}
          max={PRINT_COPIES_MAX}
          hint={t('print.options.copiesHint', { max: PRINT_COPIES_MAX })}
          {...field('copies')}
        />
        <FormField
          id="print-range"
          label={t('print.options.pages')}
          type="text"
          autoComplete="off"
          placeholder={t('print.options.pagesPlaceholder')}
          hint={t('print.options.pagesHint', { count: documentPages })}
          {...field('range')}
        />
      </div>
      <ChoiceGroup legend={t('print.options.bindingLegend')}>
        {PRINT_BINDINGS.map((binding) => (
          <Choice
            key={binding}
            id={`print-binding-${binding}`}
            label={t(BINDING_LABELS[binding])}
            note={rates ? t('print.options.perCopy', { price: money(rates.binding[binding]) }) : undefined}
          >
            <input id={`print-binding-${binding}`} type="radio" value={binding} {...register('binding')} />
          </Choice>
        ))}
      </ChoiceGroup>
    </form>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A radio inside its label, drawn as a button that shows which one is chosen. */
function Choice({
  id,
  label,
  note,
  children,
}: {
  id: string;
  label: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-800 transition hover:border-brand-600 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-700 [&>input]:size-4 [&>input]:accent-brand-600"
    >
      {children}
      <span className="font-medium">{label}</span>
      {note && <span className="text-sm text-slate-600">{note}</span>}
    </label>
  );
}
