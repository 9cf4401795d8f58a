import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import type { CheckoutValues } from './checkout-form';
import { phoneError, requiredMessage, zipcodeError } from './validation';

interface CheckoutFieldsProps {
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
  email: string;
  inIndia: boolean;
}

type PlainField = 'name' | 'address' | 'city' | 'country' | 'state';

/** The customer's contact and address fields; the phone and PIN rules follow the country. */
export function CheckoutFields({ register, errors, email, inIndia }: CheckoutFieldsProps) {
  // The server's limits (backend/src/orders/schemas.ts), so an over-long answer is caught here first.
  const text = (name: PlainField, label: string, maxLength: number) =>
    register(name, {
      validate: requiredMessage(label),
      maxLength: { value: maxLength, message: `${label} must be at most ${maxLength} characters` },
    });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="checkout-name"
        label="Full Name"
        autoComplete="name"
        className="sm:col-span-2"
        error={errors.name?.message}
        {...text('name', 'Full name', 100)}
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
        {...register('phone', {
          validate: (value, values) =>
            value.trim() ? (phoneError(value, values.country) ?? true) : 'Phone number is required',
        })}
      />
      <FormField
        id="checkout-address"
        label="Address"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.message}
        {...text('address', 'Address', 200)}
      />
      <FormField
        id="checkout-city"
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...text('city', 'City', 80)}
      />
      <FormField
        id="checkout-country"
        label="Country"
        autoComplete="country-name"
        error={errors.country?.message}
        {...text('country', 'Country', 60)}
      />
      <FormField
        id="checkout-state"
        label="State"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...text('state', 'State', 80)}
      />
      <FormField
        id="checkout-zipcode"
        label="Zipcode"
        autoComplete="postal-code"
        inputMode={inIndia ? 'numeric' : 'text'}
        hint={inIndia ? '6-digit PIN code' : undefined}
        error={errors.zipcode?.message}
        {...register('zipcode', {
          validate: (value, values) =>
            value.trim() ? (zipcodeError(value, values.country) ?? true) : 'Zipcode is required',
        })}
      />
    </div>
  );
}
