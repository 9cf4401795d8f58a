import { formatMobile, useAuth, VerifyEmailNote } from '@/features/account';
import { CheckoutScreen } from '@/features/checkout';

export default function CheckoutPage() {
  const { currentUser } = useAuth();
  // A customer signed in by phone has no e-mail: the form shows the number they proved instead.
  const verifiedPhone =
    !currentUser?.email && currentUser?.phoneNumber ? formatMobile(currentUser.phoneNumber) : undefined;
  return (
    <CheckoutScreen
      account={{ email: currentUser?.email ?? '', verifiedPhone }}
      emailNote={<VerifyEmailNote />}
    />
  );
}
