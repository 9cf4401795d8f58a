import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { CheckoutValues } from './checkout-schema';

interface CheckoutFieldsProps {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  email: string;
  inIndia: boolean;
}

/** The customer's contact and address fields; their rules are the API's own (checkout-schema.ts). */
export function CheckoutFields(props: CheckoutFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ContactFields {...props} />
      <AddressFields {...props} />
    </div>
  );
}

function ContactFields({ register, errors, email, inIndia }: CheckoutFieldsProps) {
  return (
    <>
      <FormField
        id="checkout-name"
        label="Full Name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id="checkout-email"
        label="Email Address"
        type="email"
        value={email}
        readOnly
        hint="Your order is linked to the e-mail you signed in with."
      />
      <FormField
        id="checkout-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint={inIndia ? '10-digit mobile number, e.g. 98765 43210' : 'Include the country code'}
        error={errors.phone?.message}
        {...register('phone')}
      />
    </>
  );
}

function AddressFields({ register, errors, inIndia }: CheckoutFieldsProps) {
  return (
    <>
      <FormField
        id="checkout-address"
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <FormField
        id="checkout-city"
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <FormField
        id="checkout-country"
        label="Country"
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <FormField
        id="checkout-state"
        label="State"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state')}
      />
      <FormField
        id="checkout-zipcode"
        label="Zipcode"
        autoComplete="postal-code"
        inputMode={inIndia ? 'numeric' : 'text'}
        hint={inIndia ? '6-digit PIN code' : undefined}
        error={errors.zipcode?.message}
        {...register('zipcode')}
      />
    </>
  );
}
