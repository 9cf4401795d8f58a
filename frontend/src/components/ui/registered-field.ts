import {
  get,
  useFormContext,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

type FormState<Values extends FieldValues> = Pick<UseFormReturn<Values>, 'register' | 'formState'>;

/**
 * What a kit field needs from a react-hook-form form for one of its values: the registration and
 * that value's error message, so no form reads its errors by hand, field after field.
 */
export function registeredField<Values extends FieldValues>(
  form: FormState<Values>,
  name: Path<Values>,
  rules?: RegisterOptions<Values, Path<Values>>,
) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name, rules), error: error?.message };
}

/** registeredField for the form of the surrounding FormProvider. */
export function useRegisteredField<Values extends FieldValues>() {
  const form = useFormContext<Values>();
  return (name: Path<Values>, rules?: RegisterOptions<Values, Path<Values>>) =>
    registeredField(form, name, rules);
}
