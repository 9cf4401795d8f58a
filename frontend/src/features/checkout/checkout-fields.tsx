import type { ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isIndia } from '@shop/backend/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useRegisteredField } from '@/components/ui/registered-field';
import { useT } from '@/i18n';
import { checkoutProblemText } from './checkout-problems';
import type { CheckoutValues } from './checkout-schema';
import { verifiedPhoneField } from './verified-phone-field';

/**
 * Who places the order, as their account says: its e-mail or, for a customer signed in by phone
 * (no e-mail), the number they proved, as people read it ("+91 98765 43210"). That number is shown
 * read-only in the e-mail's place and is the order's phone unless they give another.
 */
export interface CheckoutAccount {
  email: string;
  verifiedPhone?: string;
}

export interface ContactFieldsProps {
  account: CheckoutAccount;
  /** Whether the Phone Number field shows: always, but for a phone customer only once asked for. */
  phoneShown: boolean;
  onUseAnotherNumber: () => void;
}

type TypedName = 'name' | 'phone' | 'address' | 'city' | 'country' | 'state' | 'zipcode';

/** Whether the country typed is India: the phone's and the PIN's hints and keypad follow it. */
function useInIndia(): boolean {
  const { control } = useFormContext<CheckoutValues>();
  return isIndia(useWatch({ control, name: 'country' }) ?? '');
}

/**
 * A checkout box, named as they all are: id checkout-<name>, labelled by checkout.field.<name>,
 * registered with the checkout form around it and its problem said in the checkout's words.
 */
function CheckoutField({
  name,
  ...inputProps
}: { name: TypedName } & Omit<ComponentProps<typeof FormField>, 'id' | 'label' | 'name'>) {
  const { t } = useT();
  const { error, ...registered } = useRegisteredField<CheckoutValues>()(name);
  return (
    <FormField
      id={`checkout-${name}`}
      label={t(`checkout.field.${name}`)}
      {...inputProps}
      {...registered}
      error={error && checkoutProblemText(t, name, error)}
    />
  );
}

/**
 * Who orders and how the shop reaches them. A customer signed in by phone is not asked for the
 * number again: the verified one is the order's, unless someone else collects and another is typed.
 */
export function ContactFields({ account, phoneShown, onUseAnotherNumber }: ContactFieldsProps) {
  const { t } = useT();
  const { email, verifiedPhone } = account;
  const inIndia = useInIndia();
  return (
    <>
      <CheckoutField name="name" autoComplete="name" className="sm:col-span-2" />
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
export function BillAddressFields() {
  const { t } = useT();
  const inIndia = useInIndia();
  return (
    <>
      <CheckoutField
        name="address"
        autoComplete="street-address"
        hint={t('checkout.field.addressHint')}
        className="sm:col-span-2"
      />
      <CheckoutField name="city" autoComplete="address-level2" />
      <CheckoutField name="country" autoComplete="country-name" />
      <CheckoutField name="state" autoComplete="address-level1" />
      <CheckoutField
        name="zipcode"
        autoComplete="postal-code"
        inputMode={inIndia ? 'numeric' : 'text'}
        hint={inIndia ? t('checkout.field.zipcodeHintIndia') : undefined}
      />
    </>
  );
}
