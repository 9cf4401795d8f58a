// By its path, not the feature's index: the cart screen needs none of the checkout form's rules.
import { CartScreen } from '@/features/checkout/components/cart-screen';

export default function CartPage() {
  return <CartScreen />;
}
