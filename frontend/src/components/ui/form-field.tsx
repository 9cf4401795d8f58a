import type { ComponentProps, ReactNode } from 'react';

interface FieldTextProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label as a field the form cannot go without; the input stays as the caller sets it. */
  showRequired?: boolean;
  /** The label's own look instead of the kit's, for a field set in a row beside other controls. */
  labelClassName?: string;
}

/** The ids a control points at with aria-describedby, so its hint and error are read with it. */
function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** A field's label, for a control the kit's fields do not draw themselves (a file, a combobox). */
export function FieldLabel({
  id,
  label,
  showRequired,
  className = 'field-label',
}: Pick<FieldTextProps, 'id' | 'label' | 'showRequired'> & { className?: string }) {
  return (
    <label htmlFor={id} className={className}>
      {label}
      {showRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </label>
  );
}

/** The hint and error under a field, with the ids its control's aria-describedby points at. */
export function HintAndError({ id, hint, error }: Pick<FieldTextProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The frame every kit field draws its control in: the label above, the hint and error below, and
 * the attributes that tie the control to them.
 */
function FieldFrame<Rest extends object>({
  props: { id, label, error, hint, showRequired, labelClassName, className, ...rest },
  control,
}: {
  props: FieldTextProps & { className?: string } & Rest;
  control: (tied: ControlTies, rest: Omit<Rest, keyof FieldTextProps | 'className'>) => ReactNode;
}) {
  const tied: ControlTies = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    invalidClass: error ? 'border-red-600' : '',
  };
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} showRequired={showRequired} className={labelClassName} />
      {control(tied, rest)}
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

interface ControlTies {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** The field-input border an invalid control takes. */
  invalidClass: string;
}

type FormFieldProps = FieldTextProps & ComponentProps<'input'>;

/** A labelled text input whose hint and error are announced with it (aria-describedby). */
export function FormField(props: FormFieldProps) {
  return (
    <FieldFrame
      props={props}
      control={({ invalidClass, ...tied }, inputProps) => (
        <input
          {...tied}
          className={`field-input ${invalidClass} read-only:bg-slate-100 read-only:text-slate-600`}
          {...inputProps}
        />
      )}
    />
  );
}

type TextFieldProps = FieldTextProps &
  Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
    value: string;
    /** The words as typed: the caller keeps them as a string, and reads them when the form is sent. */
    onChange: (text: string) => void;
  };

/** A FormField whose words the caller keeps: it hands them back as typed, not the change event. */
export function TextField({ onChange, ...props }: TextFieldProps) {
  return <FormField {...props} onChange={(event) => onChange(event.target.value)} />;
}

/**
 * A box for an amount (rupees, or a percentage off): the decimal keypad and no autofill. Text, not
 * a number box: a browser empties a number box it cannot read, and the owner's half-typed "12."
 * must stay on screen until the form says what is wrong with it.
 */
export function AmountField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField inputMode="decimal" autoComplete="off" {...props} />;
}

/** A box for a mobile number: the phone keypad, and the browser may offer the customer's own number. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/**
 * A short line the owner types for the record (a reason, a payment's reference): not one for the
 * browser to fill in, and no longer than the record keeps.
 */
export function NoteField(props: Omit<TextFieldProps, 'type' | 'autoComplete'> & { maxLength: number }) {
  return <TextField autoComplete="off" {...props} />;
}

/** A staff member's PIN: digits from the number pad, hidden as typed, never offered by the browser. */
export function PinField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      pattern="[0-9]*"
      {...props}
    />
  );
}

/** A box for how many (copies, units back): a number box of whole steps, from the number pad. */
export function CountField(
  props: FieldTextProps & Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'step'>,
) {
  return <FormField type="number" inputMode="numeric" step={1} {...props} />;
}

/** The shop's check box, brand-coloured when ticked; its label is the caller's, tied by id. */
export function CheckBox(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
      {...props}
    />
  );
}

type SelectFieldProps = FieldTextProps &
  ComponentProps<'select'> & { options: readonly { value: string; label: string }[] };

/** A labelled choice from a short list, with the same hint and error as a text field. */
export function SelectField(props: SelectFieldProps) {
  return (
    <FieldFrame
      props={props}
      control={({ invalidClass, ...tied }, { options, ...selectProps }) => (
        <select {...tied} className={`field-input ${invalidClass}`} {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled box for text of more than one line, with the same hint and error as a text field. */
export function TextAreaField(props: FieldTextProps & ComponentProps<'textarea'>) {
  return (
    <FieldFrame
      props={props}
      control={({ invalidClass, ...tied }, textareaProps) => (
        <textarea {...tied} className={`field-input resize-y ${invalidClass}`} {...textareaProps} />
      )}
    />
  );
}

interface RadioFieldProps<Value extends string> extends Omit<FieldTextProps, 'hint'> {
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  /** Put on the radio a dialog should focus first (the chosen one, else the first). */
  autoFocusAttribute?: string;
}

/** One of a few choices as radio buttons in a fieldset; its legend names the group. */
export function RadioField<Value extends string>({
  id,
  label,
  error,
  showRequired,
  name,
  options,
  value,
  onChange,
  autoFocusAttribute,
  className,
}: RadioFieldProps<Value> & { className?: string }) {
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <fieldset
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, undefined, error)}
      className={className}
    >
      <legend className="field-label">
        {label}
        {showRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-1.5 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              {...(autoFocusAttribute && index === focusIndex ? { [autoFocusAttribute]: '' } : {})}
            />
            {option.label}
          </label>
        ))}
      </div>
      <HintAndError id={id} error={error} />
    </fieldset>
  );
}

/** What went wrong with a form as a whole (the server's refusal, say), announced as it appears. */
export function FormProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
