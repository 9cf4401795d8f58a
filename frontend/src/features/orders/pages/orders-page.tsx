import { ErrorMessage, Loading } from '@/components/status';
import { useAuth } from '@/features/account';
import { ORDERS_TEXTS } from '@/lib/spec-texts';
import { useGetOrdersByEmailQuery } from '../api';
import { OrderCard } from '../components/order-card';

export default function OrdersPage() {
  const { currentUser } = useAuth();
  const email = currentUser?.email ?? '';
  const { data, isLoading, isError } = useGetOrdersByEmailQuery(email, { skip: !email });
  const orders = data ?? [];

  return (
    <section className="page-container max-w-4xl" aria-labelledby="orders-heading">
      <h1 id="orders-heading" className="mb-6 text-2xl font-bold text-slate-900">
        Your Orders
      </h1>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage text={ORDERS_TEXTS.loadError} />
      ) : orders.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600 shadow-sm">
          {ORDERS_TEXTS.none}
        </p>
      ) : (
        <ol className="space-y-6">
          {orders.map((order, index) => (
            <li key={order._id}>
              <OrderCard order={order} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
