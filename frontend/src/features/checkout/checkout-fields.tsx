import type { Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { registeredField } from '@/components/ui/registered-field';
import type { CheckoutValues } from './checkout-schema';
import { verifiedPhoneField } from './verified-phone-field';

interface CheckoutFieldsProps {
  field: (name: Path<CheckoutValues>) => ReturnType<typeof registeredField<CheckoutValues>>;
  email: string;
  verifiedPhone?: string;
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

function ContactFields({ field, email, verifiedPhone, inIndia }: CheckoutFieldsProps) {
  return (
    <>
      <FormField
        id="checkout-name"
        label="Full Name"
        autoComplete="name"
        className="sm:col-span-2"
        {...field('name')}
      />
      <FormField
        id="checkout-email"
        label="Email Address"
        type="email"
        value={email}
        readOnly
        hint="Your order is linked to the e-mail you signed in with."
        {...(verifiedPhone ? verifiedPhoneField(verifiedPhone) : {})}
      />
      <FormField
        id="checkout-phone"
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        hint={inIndia ? '10-digit mobile number, e.g. 98765 43210' : 'Include the country code'}
        {...field('phone')}
      />
    </>
  );
}

function AddressFields({ field, inIndia }: CheckoutFieldsProps) {
  return (
    <>
      <FormField
        id="checkout-address"
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('address')}
      />
      <FormField id="checkout-city" label="City" autoComplete="address-level2" {...field('city')} />
      <FormField id="checkout-country" label="Country" autoComplete="country-name" {...field('country')} />
      <FormField id="checkout-state" label="State" autoComplete="address-level1" {...field('state')} />
      <FormField
        id="checkout-zipcode"
        label="Zipcode"
        autoComplete="postal-code"
        inputMode={inIndia ? 'numeric' : 'text'}
        hint={inIndia ? '6-digit PIN code' : undefined}
        {...field('zipcode')}
      />
    </>
  );
}
