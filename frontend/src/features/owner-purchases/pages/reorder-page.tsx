import { useNavigate } from 'react-router-dom';
import { PageSection } from '@/components/ui/page-heading';
import { useOwnerT } from '@/i18n/owner';
import { OrderList } from '../components/order-list';
import { ReorderSection } from '../components/reorder-list';

/** What to buy again and the orders sent for it; goods against an order are received on the Purchases page. */
export default function ReorderPage() {
  const { t } = useOwnerT();
  const navigate = useNavigate();
  return (
    <PageSection title={t('owner.orders.title')} intro={t('owner.orders.intro')} className="space-y-8">
      <ReorderSection />
      <OrderList
        onReceive={(order) => navigate(`/dashboard/purchases?order=${encodeURIComponent(order._id)}`)}
      />
    </PageSection>
  );
}
