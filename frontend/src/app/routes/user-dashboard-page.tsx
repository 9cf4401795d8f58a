import { Panel } from '@/components/ui/panel';
import { signedInAs, useAuth, VerifyEmailNote } from '@/features/account';
import { useGetMyOrdersQuery } from '@/features/orders';
import { useT } from '@/i18n';
// By its path, not the feature's index: it brings the QR code library (see features/orders/index.ts).
import { RecentOrders } from '@/features/orders/components/recent-orders';

export default function UserDashboardPage() {
  const { t } = useT();
  const { currentUser } = useAuth();
  const account = signedInAs(currentUser);
  // The same request the recent orders make, so it is asked once. An account made with an e-mail
  // has no name until the customer gives one at checkout.
  const { data: orders } = useGetMyOrdersQuery();
  const name = currentUser?.displayName || orders?.[0]?.name || t('orders.dashboard.someone');
  return (
    <section className="page-container max-w-4xl" aria-labelledby="dashboard-heading">
      <Panel>
        <h1 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
          {t('orders.dashboard.welcome', { name })}
        </h1>
        {account && <p className="mt-1 break-all text-slate-600">{account}</p>}
        <div className="mt-3 empty:hidden">
          <VerifyEmailNote />
        </div>
      </Panel>
      <RecentOrders />
    </section>
  );
}
