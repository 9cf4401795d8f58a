import type { ComponentProps } from 'react';
import type { Path } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/i18n';
import type { registeredField } from '@/components/ui/registered-field';
import type { CheckoutValues } from './checkout-schema';
import { verifiedPhoneField } from './verified-phone-field';

export interface CheckoutFieldsProps {
  field: (name: Path<CheckoutValues>) => ReturnType<typeof registeredField<CheckoutValues>>;
  email: string;
  /** The number a customer signed in by phone proved, as people read it ("+91 98765 43210"). */
  verifiedPhone?: string;
  inIndia: boolean;
  /** Whether the Phone Number field shows: always, but for a phone customer only once asked for. */
  phoneShown: boolean;
  onUseAnotherNumber: () => void;
}

type TypedName = 'name' | 'phone' | 'address' | 'city' | 'country' | 'state' | 'zipcode';

/** A checkout box, named as they all are: id checkout-<name>, labelled by checkout.field.<name>. */
function CheckoutField({
  name,
  field,
  ...inputProps
}: { name: TypedName } & Pick<CheckoutFieldsProps, 'field'> &
  Omit<ComponentProps<typeof FormField>, 'id' | 'label' | 'name'>) {
  const { t } = useT();
  return (
    <FormField id={`checkout-${name}`} label={t(`checkout.field.${name}`)} {...inputProps} {...field(name)} />
  );
}

/**
 * Who orders and how the shop reaches them. A customer signed in by phone is not asked for the
 * number again: the verified one is the order's, unless someone else collects and another is typed.
 */
export function ContactFields({
  field,
  email,
  verifiedPhone,
  inIndia,
  phoneShown,
  onUseAnotherNumber,
}: CheckoutFieldsProps) {
  const { t } = useT();
  return (
    <>
      <CheckoutField name="name" field={field} autoComplete="name" className="sm:col-span-2" />
      <div>
        <FormField
          id="checkout-email"
          label={t('checkout.field.email')}
          type="email"
          value={email}
          readOnly
          hint={t('checkout.field.emailHint')}
          {...(verifiedPhone ? verifiedPhoneField(verifiedPhone) : {})}
        />
        {verifiedPhone && !phoneShown && (
          <Button
            variant="link"
            className="mt-1 underline"
            label={t('checkout.phone.useAnother')}
            onClick={onUseAnotherNumber}
          />
        )}
      </div>
      {phoneShown && (
        <CheckoutField
          name="phone"
          field={field}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          // Asked for on purpose (someone else collects): the box is next.
          autoFocus={Boolean(verifiedPhone)}
          hint={inIndia ? t('checkout.field.phoneHintIndia') : t('checkout.field.phoneHintOther')}
        />
      )}
    </>
  );
}

/** The address printed on the bill: the shop never delivers, so only the city, state, country and PIN are needed. */
export function BillAddressFields({ field, inIndia }: Pick<CheckoutFieldsProps, 'field' | 'inIndia'>) {
  const { t } = useT();
  return (
    <>
      <CheckoutField
        name="address"
        field={field}
        autoComplete="street-address"
        hint={t('checkout.field.addressHint')}
        className="sm:col-span-2"
      />
      <CheckoutField name="city" field={field} autoComplete="address-level2" />
      <CheckoutField name="country" field={field} autoComplete="country-name" />
      <CheckoutField name="state" field={field} autoComplete="address-level1" />
      <CheckoutField
        name="zipcode"
        field={field}
        autoComplete="postal-code"
        inputMode={inIndia ? 'numeric' : 'text'}
        hint={inIndia ? t('checkout.field.zipcodeHintIndia') : undefined}
      />
    </>
  );
}
