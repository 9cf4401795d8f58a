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
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { formatRupees } from '@/lib/money';
import { pageCount } from '../print-file';
import type { PrintOptionsValues } from '../print-options';

const COLOUR_LABELS: Record<PrintColour, string> = { bw: 'Black & white', colour: 'Colour' };
const SIDES_LABELS: Record<PrintSides, string> = { single: 'Single-sided', double: 'Double-sided' };
const BINDING_LABELS: Record<PrintBinding, string> = { none: 'None', staple: 'Staple', spiral: 'Spiral' };

/**
 * How the customer wants the file printed. Rendered inside a FormProvider; the page watches the
 * values to ask for the price, so the form itself is never submitted.
 */
export function PrintOptionsForm({ documentPages, rates }: { documentPages: number; rates?: PrintRates }) {
  const { register } = useFormContext<PrintOptionsValues>();
  const field = useRegisteredField<PrintOptionsValues>();
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceGroup legend="Print in">
          {PRINT_COLOURS.map((colour) => (
            <Choice key={colour} id={`print-colour-${colour}`} label={COLOUR_LABELS[colour]}>
              <input id={`print-colour-${colour}`} type="radio" value={colour} {...register('colour')} />
            </Choice>
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend="Sides">
          {PRINT_SIDES.map((sides) => (
            <Choice key={sides} id={`print-sides-${sides}`} label={SIDES_LABELS[sides]}>
              <input id={`print-sides-${sides}`} type="radio" value={sides} {...register('sides')} />
            </Choice>
          ))}
        </ChoiceGroup>
      </div>
      <div className="grid gap-6 sm:grid-cols-[1fr_2fr]">
        <FormField
          id="print-copies"
          label="Copies"
          type="number"
          min={1}
          max={PRINT_COPIES_MAX}
          step={1}
          inputMode="numeric"
          hint={`1 to ${PRINT_COPIES_MAX}.`}
          {...field('copies')}
        />
        <FormField
          id="print-range"
          label="Pages"
          type="text"
          autoComplete="off"
          placeholder="All pages, or e.g. 1-5, 8, 10-12"
          hint={`Leave empty to print all ${pageCount(documentPages)}.`}
          {...field('range')}
        />
      </div>
      <ChoiceGroup legend="Binding">
        {PRINT_BINDINGS.map((binding) => (
          <Choice
            key={binding}
            id={`print-binding-${binding}`}
            label={BINDING_LABELS[binding]}
            note={rates ? `${formatRupees(rates.binding[binding])} a copy` : undefined}
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
