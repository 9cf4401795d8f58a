import { useAuth, VerifyEmailNote } from '@/features/account';
import { CheckoutScreen } from '@/features/checkout';

export default function CheckoutPage() {
  const { currentUser } = useAuth();
  return <CheckoutScreen email={currentUser?.email ?? ''} emailNote={<VerifyEmailNote />} />;
}
