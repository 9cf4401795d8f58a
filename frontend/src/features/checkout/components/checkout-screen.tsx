import { useDispatch } from 'react-redux';
import { useMemo, type ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { lowerToAvailable } from '@/features/cart';
import { useGetMyOrdersQuery } from '@/features/orders';
import { PickupWhereWhen, useGetShopQuery } from '@/features/shop';
import { useT } from '@/i18n';
import { startingDetails } from '../last-order-details';
import { CheckoutForm, type CheckoutAccount } from '../checkout-form';
import { usePlaceOrder } from '../use-place-order';
import { usePricedCart } from '../use-priced-cart';
import { NothingToPlace, OrderSummary } from './checkout-summary';

interface CheckoutScreenProps {
  account: CheckoutAccount;
  emailNote?: ReactNode;
}

/**
 * The checkout: the order as the server will price it, and the form that places it for `account`,
 * with `emailNote` (what the account has to say about its address) above it.
 */
export function CheckoutScreen({ account, emailNote }: CheckoutScreenProps) {
  const { t } = useT();
  const dispatch = useDispatch();
  const cart = usePricedCart();
  const { orderable, printJobs, kits } = cart;
  const cartKits = useMemo(() => kits.map((entry) => entry.kit), [kits]);
  const handlePlaceOrder = usePlaceOrder({ books: orderable, printJobs, kits: cartKits });
  const { data: orders, isLoading: ordersLoading } = useGetMyOrdersQuery();
  const { data: shop } = useGetShopQuery();
  const prefill = useMemo(
    () => (ordersLoading ? undefined : startingDetails(orders, shop?.locality)),
    [orders, ordersLoading, shop],
  );

  if (cart.nothingToOrder) return <NothingToPlace />;

  return (
    <section className="page-container" aria-labelledby="checkout-heading">
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6">
          <OrderSummary cart={cart} onLower={() => dispatch(lowerToAvailable(cart.shortages))} />
          <PickupWhereWhen />
        </div>
        <Panel className="min-w-0 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('checkout.personalDetails')}</h2>
          {emailNote && <div className="mt-2 empty:hidden">{emailNote}</div>}
          <div className="mt-2">
            <CheckoutForm account={account} prefill={prefill} onSubmit={handlePlaceOrder} />
          </div>
        </Panel>
      </div>
    </section>
  );
}
