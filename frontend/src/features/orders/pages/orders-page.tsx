import { useLocation } from 'react-router-dom';
import { ErrorMessage, Loading } from '@/components/status';
import { useAuth } from '@/features/account';
import { useT } from '@/i18n';
import { useGetMyOrdersQuery } from '../api';
import { JustPlacedOrder } from '../components/just-placed-order';
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
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage text={t('orders.loadError')} />
      ) : orders.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
          {t('orders.none')}
        </p>
      ) : (
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
      )}
    </section>
  );
}
