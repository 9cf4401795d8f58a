import { useLocation } from 'react-router-dom';
import { useAuth } from '@/features/account';
import { useT } from '@/i18n';
import { useGetMyOrdersQuery } from '../api';
import { JustPlacedOrder } from '../components/just-placed-order';
import { MyOrdersState } from '../components/my-orders-state';
import { OrderCard } from '../components/order-card';
import { justPlacedId } from '../just-placed';

export default function OrdersPage() {
  const { currentUser } = useAuth();
  const { data, isLoading, isError } = useGetMyOrdersQuery(undefined, { skip: !currentUser });
  const orders = data ?? [];
  const placedId = justPlacedId(useLocation().state);
  const justPlaced = orders.find((order) => order._id === placedId && order.status !== 'cancelled');
  const { t } = useT();

  return (
    <section className="page-container max-w-4xl" aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {t('orders.heading')}
      </h1>
      <MyOrdersState isLoading={isLoading} isError={isError} count={orders.length} none={t('orders.none')}>
        <div className="space-y-6">
          {justPlaced && <JustPlacedOrder order={justPlaced} number={orders.indexOf(justPlaced) + 1} />}
          <ol className="space-y-6">
            {orders.map((order, index) =>
              order === justPlaced ? null : (
                <li key={order._id}>
                  <OrderCard order={order} number={index + 1} />
                </li>
              ),
            )}
          </ol>
        </div>
      </MyOrdersState>
    </section>
  );
}
